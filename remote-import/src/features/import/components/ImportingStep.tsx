import styled from 'styled-components';
import { Button, space, Spinner } from '@meridian/shared/ui';
import { LARGE_IMPORT_ROWS } from '../utils/importLimits';
import type { ImportProgressState } from '../utils/importProgress';
import { ImportProgressBar } from './ImportProgressBar';
import { useT } from '../../../i18n';

export interface ImportingStepProps {
  /**
   * The file's rows as counted on Map Columns. Unknown when the page resumed an import: the job's
   * total is then only an estimate until the whole file is read, so the title names no number.
   */
  rows?: number;
  fileSize?: number;
  progress?: ImportProgressState;
  onCancel: () => void;
}

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  max-width: 560px;
  margin: 0 auto;
  padding: ${space(8)} 0;
  text-align: center;
`;

const StyledTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledBar = styled.div`
  align-self: stretch;
  margin-top: ${space(3)};
  text-align: left;
`;

/** Step 3 (docs/PRODUCT.md §2 Import): what is being imported, the notes, the progress, and Cancel import. */
export function ImportingStep({ rows, fileSize, progress, onCancel }: ImportingStepProps) {
  const t = useT();
  const onServer = progress?.stage === 'job';
  return (
    <StyledBox aria-label={t('import.steps.import')} aria-busy="true">
      <Spinner size="lg" decorative />
      <StyledTitle>{rows === undefined ? t('import.running.processing') : t('import.running.processingCount', { count: rows })}</StyledTitle>
      {onServer ? <StyledText>{progress.job.fileName}</StyledText> : null}
      {rows !== undefined && rows > LARGE_IMPORT_ROWS ? <StyledText>{t('import.running.largeImport', { count: rows })}</StyledText> : null}
      {onServer ? <StyledText role="status">{t('import.running.onServer')}</StyledText> : <StyledText>{t('import.running.keepOpen')}</StyledText>}
      <StyledBar>
        <ImportProgressBar progress={progress} fileSize={fileSize} />
      </StyledBar>
      <Button variant="danger" size="sm" onClick={onCancel}>
        {t('import.running.cancel')}
      </Button>
    </StyledBox>
  );
}
