/**
 * Files one upload request may carry (the multipart plugin refuses more, app.ts). Each is held in
 * memory until all have arrived, so this times the per-file limit bounds a request's memory.
 */
export const MAX_FILES_PER_UPLOAD = 10;

export const attachmentSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    filename: { type: 'string' },
    size: { type: 'integer', description: 'Bytes' },
    mime_type: { type: 'string' },
    uploaded_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'filename', 'size', 'mime_type', 'uploaded_at'],
} as const;

export const attachmentListResponse = {
  type: 'object',
  properties: { attachments: { type: 'array', items: attachmentSchema, description: 'Newest first' } },
  required: ['attachments'],
} as const;

export const attachmentParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'Contact id' }, attachmentId: { type: 'string' } },
  required: ['id', 'attachmentId'],
} as const;

export const fileResponse = {
  description: 'The file as uploaded, with Content-Disposition: attachment',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
} as const;
