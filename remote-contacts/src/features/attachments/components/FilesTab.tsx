import styled from 'styled-components';
import type { Attachment } from '@meridian/shared/model';
import { ErrorState, space, useConfirm } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useAttachments } from '../hooks/useAttachments';
import { useUploads } from '../hooks/useUploads';
import { AttachmentItem } from './AttachmentItem';
import { FileDropZone } from './FileDropZone';
import { UploadProgressList } from './UploadProgressList';

export interface FilesTabProps {
  contactId: string;
  /** May upload and delete files (they follow their contact's record access). */
  editable: boolean;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Detail page Files tab: count, multi-file upload with progress, the files, 'No files uploaded'; upload and delete for who may edit. */
export function FilesTab({ contactId, editable }: FilesTabProps) {
  const t = useT();
  const files = useAttachments(contactId);
  const uploads = useUploads(contactId, files.added);
  const confirm = useConfirm();

  const remove = async (attachment: Attachment) => {
    const confirmed = await confirm({
      title: t('contacts.files.deleteTitle'),
      message: t('contacts.files.deleteMessage', { name: attachment.filename }),
      confirmLabel: t('contacts.files.delete'),
      tone: 'danger',
    });
    if (confirmed) await files.remove(attachment);
  };

  return (
    <section aria-label={t('contacts.files.label')}>
      <StyledSectionTitle>{t('contacts.files.title', { count: files.count })}</StyledSectionTitle>
      {editable ? <FileDropZone onFiles={(picked) => void uploads.upload(picked)} /> : null}
      <UploadProgressList uploads={uploads.uploads} onRetry={(id) => void uploads.retry(id)} onDismiss={uploads.dismiss} />
      {files.loading ? <SectionSkeleton /> : null}
      {files.error && files.count === 0 ? <ErrorState title={t('contacts.files.loadFailed')} onRetry={files.retry} /> : null}
      {!files.loading && !files.error && files.count === 0 ? <StyledSectionEmpty>{t('contacts.files.empty')}</StyledSectionEmpty> : null}
      {files.count > 0 ? (
        <StyledList aria-label={t('contacts.files.label')}>
          {files.attachments.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              attachment={attachment}
              onDownload={(a) => void files.download(a)}
              onDelete={editable ? (a) => void remove(a) : undefined}
            />
          ))}
        </StyledList>
      ) : null}
    </section>
  );
}
