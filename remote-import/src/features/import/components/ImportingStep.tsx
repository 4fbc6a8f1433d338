import styled from 'styled-components';
import { Button, space, Spinner } from '@meridian/shared/ui';
import { LARGE_IMPORT_ROWS } from '../utils/importLimits';
import type { ImportProgressState } from '../utils/importProgress';
import { ImportProgressBar } from './ImportProgressBar';
import { formatCount } from '@meridian/shared/format';

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
  const count = rows === undefined ? undefined : formatCount(rows);
  const onServer = progress?.stage === 'job';
  return (
    <StyledBox aria-label="Import" aria-busy="true">
      <Spinner size="lg" decorative />
      <StyledTitle>{count === undefined ? 'Processing contacts...' : `Processing ${count} contacts...`}</StyledTitle>
      {onServer ? <StyledText>{progress.job.fileName}</StyledText> : null}
      {rows !== undefined && rows > LARGE_IMPORT_ROWS ? (
        <StyledText>{`This is a large file (${count} rows); it is imported on the server in one go.`}</StyledText>
      ) : null}
      {onServer ? (
        <StyledText role="status">The file is uploaded: the import continues on the server even if you close this page.</StyledText>
      ) : (
        <StyledText>This may take several minutes for very large files. Please don't close this page.</StyledText>
      )}
      <StyledBar>
        <ImportProgressBar progress={progress} fileSize={fileSize} />
      </StyledBar>
      <Button variant="danger" size="sm" onClick={onCancel}>
        Cancel import
      </Button>
    </StyledBox>
  );
}
