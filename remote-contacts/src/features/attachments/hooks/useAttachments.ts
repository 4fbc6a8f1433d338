import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { attachmentsApi, keys } from '@meridian/shared/api';
import { withMutationRetry } from '@meridian/shared/data';
import type { Attachment } from '@meridian/shared/model';
import { toast } from '@meridian/shared/ui';
import { saveBlob } from '@meridian/shared/app';
import { t } from '../../../i18n';

const removeAttachment = withMutationRetry(attachmentsApi.remove);

type AttachmentList = { attachments: Attachment[] };

/**
 * A contact's files: list, delete (refetched after, docs/PRODUCT.md §4; a failure toasts, deviation 5) and
 * download (fetched with the token and saved as a blob under its own name, deviation 2).
 */
export function useAttachments(contactId: string | null | undefined) {
  const key = contactId ? keys.attachments(contactId) : null;
  const { mutate } = useSWRConfig();
  const swr = useSWR<AttachmentList, Error>(key, () => attachmentsApi.list(contactId!));
  const attachments = swr.data?.attachments ?? [];

  const remove = useCallback(
    async (attachment: Attachment): Promise<void> => {
      if (!contactId) return;
      try {
        await removeAttachment(contactId, attachment.id);
        void mutate(key, (prev?: AttachmentList) => ({
          attachments: (prev?.attachments ?? []).filter((a) => a.id !== attachment.id),
        }));
        toast.success(t('contacts.files.deleted', { name: attachment.filename }));
      } catch (error) {
        console.error(error);
        toast.error(t('contacts.files.deleteFailed'));
      }
    },
    [contactId, key, mutate],
  );

  const download = useCallback(
    async (attachment: Attachment): Promise<void> => {
      if (!contactId) return;
      try {
        const response = await attachmentsApi.download(contactId, attachment.id);
        saveBlob(await response.blob(), attachment.filename);
      } catch (error) {
        console.error(error);
        toast.error(t('contacts.files.downloadFailed'));
      }
    },
    [contactId],
  );

  /** After uploads: show the new files at once, then refetch the list. */
  const added = useCallback(
    (created: Attachment[]) => {
      if (!key) return;
      void mutate(key, (prev?: AttachmentList) => ({ attachments: [...(prev?.attachments ?? []), ...created] }));
    },
    [key, mutate],
  );

  return {
    attachments,
    count: attachments.length,
    loading: !swr.data && !swr.error,
    error: swr.error,
    retry: () => void swr.mutate(),
    remove,
    download,
    added,
  };
}
