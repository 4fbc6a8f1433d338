// A contact's attachments: calls and SWR key.
import type { AttachmentListAnswer } from '@meridian/contract';
import { apiRequest } from './request';
import type { UploadOptions } from './transports';

const enc = encodeURIComponent;

export const attachmentsApi = {
  list: (contactId: string) => apiRequest<AttachmentListAnswer>(`/contacts/${enc(contactId)}/attachments`),
  /** One file as multipart field `file`; answers the created attachment(s). */
  upload: (contactId: string, file: File, { signal, onUploadProgress }: UploadOptions = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<AttachmentListAnswer>(`/contacts/${enc(contactId)}/attachments`, {
      method: 'POST',
      body: form,
      signal,
      onUploadProgress,
    });
  },
  remove: (contactId: string, attachmentId: string) => apiRequest<void>(`/contacts/${enc(contactId)}/attachments/${enc(attachmentId)}`, { method: 'DELETE' }),
  /** Fetched with the token (a plain link cannot carry it), then saved as a blob. */
  download: (contactId: string, attachmentId: string) =>
    apiRequest<Response>(`/contacts/${enc(contactId)}/attachments/${enc(attachmentId)}/download`, { raw: true }),
};

export const attachmentKeys = {
  attachments: (contactId: string) => ['attachments', contactId] as const,
};
