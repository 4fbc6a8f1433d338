import styled from 'styled-components';
import { Button, Checkbox, FileIcon, Select, space } from '@meridian/shared/ui';
import type { ImportWizard } from '../hooks/useImportWizard';
import { mapsIdentity } from '../utils/columnTargets';
import { MappingTable } from './MappingTable';

export interface MapColumnsStepProps {
  wizard: ImportWizard;
}

export const DELIMITERS = [
  { value: ',', label: 'Comma (,)' },
  { value: ';', label: 'Semicolon (;)' },
  { value: '\t', label: 'Tab' },
  { value: '|', label: 'Pipe (|)' },
];

/** A row with one part at each end (file and delimiter above the table; option and buttons below). */
const StyledBar = styled.div<{ $above?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  ${({ $above }) => ($above ? `margin-bottom: ${space(4)};` : `margin-top: ${space(5)};`)}
`;

const StyledFile = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledDelimiter = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${space(2)};
  margin-left: auto;
`;

const StyledHint = styled.p`
  margin: ${space(3)} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Step 2 (SPEC §2 Map Columns): rows detected, file name, the mapping, create companies. */
export function MapColumnsStep({ wizard }: MapColumnsStepProps) {
  const { state } = wizard;
  const preview = state.preview!;
  const rows = state.rowCount === undefined ? undefined : state.rowCount.toLocaleString('en-US');
  const canImport = mapsIdentity(state.mapping) && !state.reading;
  return (
    <section aria-label="Map Columns">
      <StyledBar $above>
        <StyledFile>
          <FileIcon size={16} />
          <span>
            <strong>{rows ?? 'Counting'}</strong> {rows === undefined ? 'rows...' : `${state.rowCount === 1 ? 'row' : 'rows'} detected`} in{' '}
            <strong>{state.file?.name}</strong>
          </span>
        </StyledFile>
        <StyledDelimiter>
          Delimiter
          <Select
            aria-label="Delimiter"
            value={state.delimiter}
            options={DELIMITERS}
            disabled={state.reading}
            onChange={(event) => wizard.changeDelimiter(event.target.value)}
          />
        </StyledDelimiter>
      </StyledBar>
      <MappingTable headers={preview.headers} sampleRows={preview.sampleRows} mapping={state.mapping} onChange={wizard.setTarget} />
      {mapsIdentity(state.mapping) ? null : (
        <StyledHint role="status">Map at least one column to First Name, Last Name or Email.</StyledHint>
      )}
      <StyledBar>
        <Checkbox
          label="Automatically create companies that don't exist"
          checked={state.createCompanies}
          onChange={(event) => wizard.setCreateCompanies(event.target.checked)}
        />
        <StyledButtons>
          <Button onClick={wizard.back}>Back</Button>
          <Button variant="primary" disabled={!canImport} onClick={() => void wizard.startImport()}>
            Import Contacts
          </Button>
        </StyledButtons>
      </StyledBar>
    </section>
  );
}
