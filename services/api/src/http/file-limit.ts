// Multipart files over their size limit end the request at the limit. Past it, busboy reads and
// drops the rest of the part, so a 413 came only once the whole file had been uploaded; the file
// stream fails at once instead, its reader answers, and the connection closes (plugins/errors.ts)
// without reading the rest.
import type { MultipartFile } from '@fastify/multipart';

export function failAtLimit(part: MultipartFile, error: () => Error): void {
  part.file.once('limit', () => part.file.destroy(error()));
}
