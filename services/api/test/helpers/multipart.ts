// A multipart/form-data body the way a browser builds one (file names as raw UTF-8), for inject.
import { randomBytes } from 'node:crypto';

export interface UploadPart {
  filename: string;
  data: Buffer | string;
  contentType?: string;
  /** Form field name; the API reads parts named "file". */
  field?: string;
  /** The Content-Disposition parameters naming the file, written as given (default: filename="<filename>"; '' for a plain field). */
  nameParams?: string;
}

export function multipartBody(parts: readonly UploadPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meridian-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const params = part.nameParams ?? `filename="${part.filename}"`;
    const head =
      `--${boundary}\r\n` +
      `Content-Disposition: form-data; name="${part.field ?? 'file'}"${params ? `; ${params}` : ''}\r\n` +
      `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
