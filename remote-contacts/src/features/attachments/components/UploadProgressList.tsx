import styled from 'styled-components';
import { formatFileSize } from '@meridian/shared/format';
import { CloseIcon, IconButton, UploadIcon, space } from '@meridian/shared/ui';
import { UPLOAD_FAILED } from '../api/uploadAttachment';
import type { Upload } from '../hooks/useUploads';
import { StyledFileInfo, StyledFileMeta, StyledFileName, StyledFileRow } from './AttachmentItem';

export interface UploadProgressListProps {
  uploads: readonly Upload[];
  onDismiss: (id: string) => void;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0 0 ${space(3)};
  padding: 0;
  list-style: none;
`;

const StyledBar = styled.progress`
  width: 100%;
  height: 6px;
  margin-top: ${space(1)};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const StyledError = styled(StyledFileMeta)`
  color: ${({ theme }) => theme.colors.dangerFg};
`;

const failureText = (error?: string) =>
  error && error !== UPLOAD_FAILED ? `${UPLOAD_FAILED}: ${error}` : UPLOAD_FAILED;

/** Files on their way up, each with its progress; failed ones with their reason. */
export function UploadProgressList({ uploads, onDismiss }: UploadProgressListProps) {
  if (uploads.length === 0) return null;
  return (
    <StyledList aria-label="Uploads">
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <StyledFileRow key={upload.id}>
            <UploadIcon size={20} />
            <StyledFileInfo>
              <StyledFileName title={upload.filename}>{upload.filename}</StyledFileName>
              {upload.status === 'failed' ? (
                <StyledError role="alert">{failureText(upload.error)}</StyledError>
              ) : (
                <>
                  <StyledFileMeta>{`${formatFileSize(upload.size)} · ${percent}%`}</StyledFileMeta>
                  <StyledBar max={100} value={percent} aria-label={`Uploading ${upload.filename}`} />
                </>
              )}
            </StyledFileInfo>
            {upload.status === 'failed' ? (
              <IconButton size="sm" aria-label={`Dismiss ${upload.filename}`} onClick={() => onDismiss(upload.id)}>
                <CloseIcon size={14} />
              </IconButton>
            ) : null}
          </StyledFileRow>
        );
      })}
    </StyledList>
  );
}
