import styled from 'styled-components';
import { formatFileSize } from '@meridian/shared/format';
import { CloseIcon, UploadIcon, space } from '@meridian/shared/ui';
import { usePhoneLayout } from '../../common/hooks/usePhoneLayout';
import { t as translate, useT } from '../../../i18n';
import type { Upload } from '../hooks/useUploads';
import { StyledFileActions, StyledFileInfo, StyledFileMeta, StyledFileName, StyledFileRow } from './AttachmentItem';
import { FileRowAction } from './FileRowAction';
import { RetryIcon } from './RetryIcon';

export interface UploadProgressListProps {
  uploads: readonly Upload[];
  /** Sends a failed file again. */
  onRetry: (id: string) => void;
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

/** 'Upload failed', with the server's reason when it gave one. */
function failureText(error?: string): string {
  const failed = translate('contacts.files.uploadFailed');
  return error && error !== failed ? translate('contacts.files.uploadFailedReason', { reason: error }) : failed;
}

/** Files on their way up, each with its progress; failed ones with their reason, Retry and Dismiss. */
export function UploadProgressList({ uploads, onRetry, onDismiss }: UploadProgressListProps) {
  const t = useT();
  const compact = usePhoneLayout();
  if (uploads.length === 0) return null;
  return (
    <StyledList aria-label={t('contacts.files.uploads')}>
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
                  <StyledBar max={100} value={percent} aria-label={t('contacts.files.uploading', { name: upload.filename })} />
                </>
              )}
            </StyledFileInfo>
            {upload.status === 'failed' ? (
              <StyledFileActions>
                <FileRowAction
                  compact={compact}
                  label={t('contacts.files.retryNamed', { name: upload.filename })}
                  text={t('contacts.files.retry')}
                  icon={<RetryIcon size={compact ? 18 : 14} />}
                  onClick={() => onRetry(upload.id)}
                />
                <FileRowAction
                  compact={compact}
                  variant="ghost"
                  label={t('contacts.files.dismissNamed', { name: upload.filename })}
                  text={t('contacts.files.dismiss')}
                  icon={<CloseIcon size={compact ? 18 : 14} />}
                  onClick={() => onDismiss(upload.id)}
                />
              </StyledFileActions>
            ) : null}
          </StyledFileRow>
        );
      })}
    </StyledList>
  );
}
