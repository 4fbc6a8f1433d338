import styled from 'styled-components';
import type { Attachment } from '@meridian/shared/model';
import { formatDate, formatFileSize } from '@meridian/shared/format';
import { DownloadIcon, FileIcon, TrashIcon, space } from '@meridian/shared/ui';
import { usePhoneLayout } from '../../common/hooks/usePhoneLayout';
import { useT } from '../../../i18n';
import { FileRowAction } from './FileRowAction';

export interface AttachmentItemProps {
  attachment: Attachment;
  onDownload: (attachment: Attachment) => void;
  /** Absent when the user may not change the contact's files: no Delete. */
  onDelete?: (attachment: Attachment) => void;
}

export const StyledFileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-width: 0;
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Takes the room the buttons leave; never narrower than its text allows to ellipsise. */
export const StyledFileInfo = styled.div`
  flex: 1;
  min-width: 0;
`;

export const StyledFileName = styled.p`
  margin: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Size and date under the name: each part stays whole, and the two wrap as units on a narrow row. */
export const StyledFileMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${space(1)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};

  & > span {
    white-space: nowrap;
  }
`;

export const StyledFileActions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space(1)};
`;

/** A file: name, human-readable size, uploaded date, Download and Delete (docs/PRODUCT.md §2 Files). */
export function AttachmentItem({ attachment, onDownload, onDelete }: AttachmentItemProps) {
  const t = useT();
  const compact = usePhoneLayout();
  const name = attachment.filename;
  return (
    <StyledFileRow>
      <FileIcon size={20} />
      <StyledFileInfo>
        <StyledFileName title={name}>{name}</StyledFileName>
        <StyledFileMeta>
          <span>{formatFileSize(attachment.size)}</span>
          <span aria-hidden>·</span>
          <span>{t('contacts.files.uploaded', { date: formatDate(attachment.uploaded_at) })}</span>
        </StyledFileMeta>
      </StyledFileInfo>
      <StyledFileActions>
        <FileRowAction
          compact={compact}
          label={t('contacts.files.downloadNamed', { name })}
          text={t('contacts.files.download')}
          icon={<DownloadIcon size={compact ? 18 : 14} />}
          onClick={() => onDownload(attachment)}
        />
        {onDelete ? (
          <FileRowAction
            compact={compact}
            variant="ghost"
            label={t('contacts.files.deleteNamed', { name })}
            text={t('contacts.files.delete')}
            icon={<TrashIcon size={compact ? 18 : 14} />}
            onClick={() => onDelete(attachment)}
          />
        ) : null}
      </StyledFileActions>
    </StyledFileRow>
  );
}
