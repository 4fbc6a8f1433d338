// Attachment upload over XMLHttpRequest: fetch cannot report upload progress. Same URL, headers
// and 401 handling as the shared apiRequest (deviation 1: the token goes on uploads too).
import { ApiError, buildUrl, NETWORK_ERROR } from '@meridian/shared/api';
import { expiresAt, getAccessToken, refreshSession, useSessionStore } from '@meridian/shared/auth';
import { getRuntimeConfig } from '@meridian/shared/config';
import type { Attachment } from '@meridian/shared/model';

/** SPEC §8: the upload failure message when the server gives none. */
export const UPLOAD_FAILED = 'Upload failed';

export interface UploadOptions {
  /** 0…1 as the file's bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface RawReply {
  status: number;
  text: string;
}

async function currentToken(): Promise<string | null> {
  const tokens = useSessionStore.getState().tokens;
  // Refresh ahead of time rather than sending a token we know is about to be refused.
  if (tokens && expiresAt(tokens) - Date.now() < 30_000) return refreshSession().catch(() => null);
  return getAccessToken();
}

function send(url: string, file: File, token: string | null, { onProgress, signal }: UploadOptions): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Service-Id', getRuntimeConfig().serviceId);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR, 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

function parse(text: string): { error?: unknown; attachments?: Attachment[] } | undefined {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function errorOf(reply: RawReply): ApiError {
  const error = parse(reply.text)?.error;
  return new ApiError(typeof error === 'string' && error ? error : UPLOAD_FAILED, reply.status);
}

/** Uploads one file as multipart field `file`; resolves with the created attachment(s). */
export async function uploadAttachment(contactId: string, file: File, options: UploadOptions = {}): Promise<Attachment[]> {
  const url = buildUrl(`/contacts/${encodeURIComponent(contactId)}/attachments`);
  let reply = await send(url, file, await currentToken(), options);
  if (reply.status === 401) {
    // One refresh and retry, as apiRequest does; a failed refresh has signed the user out.
    const token = await refreshSession().catch(() => null);
    if (!token) throw errorOf(reply);
    options.onProgress?.(0);
    reply = await send(url, file, token, options);
  }
  if (reply.status < 200 || reply.status >= 300) throw errorOf(reply);
  return parse(reply.text)?.attachments ?? [];
}
