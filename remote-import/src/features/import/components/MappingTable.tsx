import styled from 'styled-components';
import { Select, StyledDataTable } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { columnTargetOptions, targetOf, type ColumnMapping, type ColumnTarget } from '../utils/columnTargets';
import { sampleOf } from '../utils/sampleOf';

export interface MappingTableProps {
  headers: readonly string[];
  sampleRows: readonly (readonly string[])[];
  mapping: ColumnMapping;
  onChange: (header: string, target: ColumnTarget) => void;
}

/** A narrow screen scrolls the table sideways rather than the page. */
const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled(StyledDataTable)`
  th {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledHeader = styled.td`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const StyledSample = styled.td`
  max-width: 280px;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSelectCell = styled.td`
  width: 220px;
`;

/** docs/PRODUCT.md §2 Map Columns table: CSV column, sample data, 'Maps To' (tablet and desktop widths). */
export function MappingTable({ headers, sampleRows, mapping, onChange }: MappingTableProps) {
  const t = useT();
  const options = columnTargetOptions();
  return (
    <StyledScroll>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{t('import.map.csvColumn')}</th>
            <th scope="col">{t('import.map.sampleData')}</th>
            <th scope="col">{t('import.map.mapsTo')}</th>
          </tr>
        </thead>
        <tbody>
          {headers.map((header, column) => {
            const sample = sampleOf(sampleRows, column);
            return (
              <tr key={`${column}:${header}`}>
                <StyledHeader>{header || t('import.map.unnamedColumn', { number: column + 1 })}</StyledHeader>
                <StyledSample title={sample}>{sample || '—'}</StyledSample>
                <StyledSelectCell>
                  <Select
                    aria-label={t('import.map.mapsToFor', { name: header || t('import.map.columnNumber', { number: column + 1 }) })}
                    value={targetOf(mapping, header)}
                    options={options}
                    onChange={(event) => onChange(header, event.target.value as ColumnTarget)}
                  />
                </StyledSelectCell>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
