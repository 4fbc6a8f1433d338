import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attachment } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';
import { uploadAttachment } from '../api/uploadAttachment';

export interface Upload {
  id: string;
  filename: string;
  size: number;
  /** 0…1 */
  progress: number;
  status: 'uploading' | 'failed';
  error?: string;
}

let counter = 0;

/**
 * Uploads files one request each (so each shows its own progress), in parallel. Finished files
 * leave the progress list and are handed to `onUploaded`; failed ones stay with their reason
 * until retried or dismissed, and toast 'Upload failed' (docs/PRODUCT.md §8).
 */
export function useUploads(contactId: string, onUploaded: (created: Attachment[]) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  useEffect(() => () => controllers.current.forEach((c) => c.abort()), []);

  // The picked files, kept so a failed upload can be retried.
  const files = useRef(new Map<string, File>());
  const patch = (id: string, change: Partial<Upload>) => setUploads((prev) => prev.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const drop = (id: string) => {
    files.current.delete(id);
    setUploads((prev) => prev.filter((u) => u.id !== id));
  };

  const send = async (id: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    try {
      const created = await uploadAttachment(contactId, file, {
        onProgress: (progress) => patch(id, { progress }),
        signal: controller.signal,
      });
      drop(id);
      onUploaded(created);
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') return;
      console.error(error);
      const message = (error as Error)?.message || t('contacts.files.uploadFailed');
      patch(id, { status: 'failed', error: message });
      toast.error(t('contacts.files.uploadFailed'));
    } finally {
      controllers.current.delete(id);
    }
  };

  const uploadOne = (file: File) => {
    counter += 1;
    const id = `upload-${counter}`;
    files.current.set(id, file);
    setUploads((prev) => [...prev, { id, filename: file.name, size: file.size, progress: 0, status: 'uploading' }]);
    return send(id, file);
  };

  /** Sends a failed file again, in the same row. */
  const retry = (id: string) => {
    const file = files.current.get(id);
    if (!file || controllers.current.has(id)) return Promise.resolve();
    patch(id, { status: 'uploading', progress: 0, error: undefined });
    return send(id, file);
  };

  const upload = (files: FileList | File[] | null) => {
    const list = Array.from(files ?? []);
    return Promise.all(list.map(uploadOne));
  };

  const dismiss = useCallback((id: string) => drop(id), []);

  return { uploads, upload, retry, dismiss, busy: uploads.some((u) => u.status === 'uploading') };
}
