import styled from 'styled-components';
import type { Attachment } from '@meridian/shared/model';
import { formatDate, formatFileSize } from '@meridian/shared/format';
import { Button, DownloadIcon, FileIcon, TrashIcon, space } from '@meridian/shared/ui';

export interface AttachmentItemProps {
  attachment: Attachment;
  onDownload: (attachment: Attachment) => void;
  onDelete: (attachment: Attachment) => void;
}

export const StyledFileRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

export const StyledFileMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A file: name, human-readable size, uploaded date, Download and Delete (SPEC §2 Files). */
export function AttachmentItem({ attachment, onDownload, onDelete }: AttachmentItemProps) {
  return (
    <StyledFileRow>
      <FileIcon size={20} />
      <StyledFileInfo>
        <StyledFileName title={attachment.filename}>{attachment.filename}</StyledFileName>
        <StyledFileMeta>
          <span>{formatFileSize(attachment.size)}</span>
          {' · '}
          <span>{`Uploaded ${formatDate(attachment.uploaded_at)}`}</span>
        </StyledFileMeta>
      </StyledFileInfo>
      <Button size="sm" aria-label={`Download ${attachment.filename}`} onClick={() => onDownload(attachment)}>
        <DownloadIcon size={14} />
        Download
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Delete ${attachment.filename}`} onClick={() => onDelete(attachment)}>
        <TrashIcon size={14} />
        Delete
      </Button>
    </StyledFileRow>
  );
}
