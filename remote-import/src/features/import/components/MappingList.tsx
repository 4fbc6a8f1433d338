import { useId } from 'react';
import styled from 'styled-components';
import { Select, space, StyledVisuallyHidden } from '@meridian/shared/ui';
import { COLUMN_TARGETS, type ColumnTarget } from '../utils/columnTargets';
import { sampleOf } from '../utils/sampleOf';
import type { MappingTableProps } from './MappingTable';

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One CSV column stacked: its name, its sample, then the full-width 'Maps To' select. */
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

/** The Map Columns choices on a phone: one stacked item per CSV column instead of a table. */
export function MappingList({ headers, sampleRows, mapping, onChange }: MappingTableProps) {
  const id = useId();
  return (
    <StyledList aria-label="Column mapping">
      {headers.map((header, column) => {
        const sample = sampleOf(sampleRows, column);
        const name = header || `column ${column + 1}`;
        const selectId = `${id}-${column}`;
        return (
          <StyledItem key={`${column}:${header}`}>
            <StyledName>{header || `(column ${column + 1})`}</StyledName>
            <StyledSample title={sample}>Sample Data: {sample || '—'}</StyledSample>
            <StyledLabel htmlFor={selectId}>
              Maps To<StyledVisuallyHidden> for {name}</StyledVisuallyHidden>
            </StyledLabel>
            <Select
              id={selectId}
              value={mapping[header] ?? 'skip'}
              options={COLUMN_TARGETS}
              onChange={(event) => onChange(header, event.target.value as ColumnTarget)}
            />
          </StyledItem>
        );
      })}
    </StyledList>
  );
}
