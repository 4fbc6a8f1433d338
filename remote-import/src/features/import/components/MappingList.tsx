import { useId } from 'react';
import styled from 'styled-components';
import { Select, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { columnTargetOptions, targetOf, type ColumnTarget } from '../utils/columnTargets';
import { sampleOf } from '../utils/sampleOf';
import type { MappingTableProps } from './MappingTable';

const StyledList = styled.ul`
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One CSV column stacked: its name, its sample, then the full-width 'Maps To' select; never wider than the screen. */
const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space(1)};
  padding: ${space(3)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledSample = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledLabel = styled.label`
  margin-top: ${space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The Map Columns choices on a phone: one stacked item per CSV column instead of a table. The
 * select's name ('Maps To for Email') starts with its visible label, so speech input finds it.
 */
export function MappingList({ headers, sampleRows, mapping, onChange }: MappingTableProps) {
  const t = useT();
  const id = useId();
  const options = columnTargetOptions();
  return (
    <StyledList aria-label={t('import.map.mappingLabel')}>
      {headers.map((header, column) => {
        const sample = sampleOf(sampleRows, column);
        const selectId = `${id}-${column}`;
        return (
          <StyledItem key={`${column}:${header}`}>
            <StyledName>{header || t('import.map.unnamedColumn', { number: column + 1 })}</StyledName>
            <StyledSample title={sample}>{t('import.map.sampleOf', { sample: sample || '—' })}</StyledSample>
            <StyledLabel htmlFor={selectId}>{t('import.map.mapsTo')}</StyledLabel>
            <Select
              id={selectId}
              aria-label={t('import.map.mapsToFor', { name: header || t('import.map.columnNumber', { number: column + 1 }) })}
              value={targetOf(mapping, header)}
              options={options}
              onChange={(event) => onChange(header, event.target.value as ColumnTarget)}
            />
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
