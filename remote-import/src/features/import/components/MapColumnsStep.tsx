import styled from 'styled-components';
import { Button, Checkbox, FileIcon, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import type { ImportWizard } from '../hooks/useImportWizard';
import { mapsIdentity } from '../utils/columnTargets';
import { ExistingContactsChoice } from './ExistingContactsChoice';
import { MappingList } from './MappingList';
import { MappingTable } from './MappingTable';
import { MappingWarnings } from './MappingWarnings';
import { ReadingOptions } from './ReadingOptions';
import { formatCount } from '@meridian/shared/format';
import { useT } from '../../../i18n';
import { strongMark, StrongValues } from './StrongValues';

export interface MapColumnsStepProps {
  wizard: ImportWizard;
}

const StyledFile = styled.p`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  margin: 0 0 ${space(4)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  svg {
    flex: none;
  }
`;

const StyledOptions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space(6)};
  margin-top: ${space(5)};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(5)};
`;

const StyledHint = styled.p`
  margin: ${space(3)} 0 0;
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Step 2 (docs/PRODUCT.md §2 Map Columns): rows detected, file name, how the file is read, the mapping, and what the import does. */
export function MapColumnsStep({ wizard }: MapColumnsStepProps) {
  const t = useT();
  const { state } = wizard;
  const preview = state.preview!;
  const canImport = mapsIdentity(state.mapping) && !state.reading;
  // A table of three columns does not fit a phone: there each CSV column is a stacked item.
  const Mapping = useMediaQuery(PHONE_QUERY) ? MappingList : MappingTable;
  return (
    <section aria-label={t('import.steps.map')} aria-busy={state.reading}>
      <StyledFile>
        <FileIcon size={16} />
        <span>
          {state.rowCount === undefined ? (
            <StrongValues message={t('import.map.counting', { file: strongMark(0) })} values={[state.file?.name]} />
          ) : (
            <StrongValues
              message={t('import.map.rowsDetected', { count: state.rowCount, rows: strongMark(0), file: strongMark(1) })}
              values={[formatCount(state.rowCount), state.file?.name]}
            />
          )}
        </span>
      </StyledFile>
      <ReadingOptions preview={preview} disabled={state.reading} onChange={wizard.changeReading} />
      <Mapping headers={preview.headers} sampleRows={preview.sampleRows} mapping={state.mapping} onChange={wizard.setTarget} />
      {mapsIdentity(state.mapping) ? null : <StyledHint role="status">{t('import.map.needsIdentity')}</StyledHint>}
      <StyledOptions>
        <ExistingContactsChoice value={state.existing} onChange={wizard.setExisting} />
        <Checkbox
          label={t('import.map.createCompanies')}
          checked={state.createCompanies}
          onChange={(event) => wizard.setCreateCompanies(event.target.checked)}
        />
      </StyledOptions>
      {mapsIdentity(state.mapping) ? <MappingWarnings headers={preview.headers} sampleRows={preview.sampleRows} mapping={state.mapping} /> : null}
      <StyledButtons>
        <Button onClick={wizard.back}>{t('import.map.back')}</Button>
        <Button variant="primary" disabled={!canImport} onClick={() => void wizard.startImport()}>
          {t('import.map.submit')}
        </Button>
      </StyledButtons>
    </section>
  );
}
