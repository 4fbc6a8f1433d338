import styled from 'styled-components';
import { space, Spinner } from '@meridian/shared/ui';
import { LARGE_IMPORT_ROWS } from '../utils/importLimits';
import type { ImportProgressState } from '../utils/runImport';
import { ImportProgressBar } from './ImportProgressBar';

export interface ImportingStepProps {
  rows: number;
  progress?: ImportProgressState;
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

/** Step 3 (SPEC §2 Import): what is being imported, the notes and the progress. */
export function ImportingStep({ rows, progress }: ImportingStepProps) {
  const count = rows.toLocaleString('en-US');
  return (
    <StyledBox aria-label="Import" aria-busy="true">
      <Spinner size="lg" decorative />
      <StyledTitle>{`Processing ${count} contacts...`}</StyledTitle>
      {rows > LARGE_IMPORT_ROWS ? (
        <StyledText>{`This is a large file (${count} rows); it is imported on the server in one go.`}</StyledText>
      ) : null}
      <StyledText>This may take several minutes for very large files. Please don't close this page.</StyledText>
      <StyledBar>
        <ImportProgressBar progress={progress} />
      </StyledBar>
    </StyledBox>
  );
}
