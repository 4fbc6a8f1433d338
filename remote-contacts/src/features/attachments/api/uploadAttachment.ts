// One attachment upload through the shared API (which owns the token, the 401 retry and the
// XMLHttpRequest that reports progress); here only what the Files tab shows differs.
import { ApiError, attachmentsApi, FALLBACK_ERROR } from '@meridian/shared/api';
import type { Attachment } from '@meridian/shared/model';
import { t } from '../../../i18n';

export interface UploadOptions {
  /** 0…1 as the file's bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads one file as multipart field `file`; resolves with the created attachment(s). */
export async function uploadAttachment(contactId: string, file: File, { onProgress, signal }: UploadOptions = {}): Promise<Attachment[]> {
  try {
    const answer = await attachmentsApi.upload(contactId, file, {
      signal,
      onUploadProgress: ({ loaded, total }) => {
        if (total > 0) onProgress?.(loaded / total);
      },
    });
    return answer?.attachments ?? [];
  } catch (error) {
    // An answer without `{error}` reads 'Upload failed' (docs/PRODUCT.md §8) here rather than the generic text.
    if (error instanceof ApiError && error.message === FALLBACK_ERROR) throw new ApiError(t('contacts.files.uploadFailed'), error.status, error.body);
    throw error;
  }
}
