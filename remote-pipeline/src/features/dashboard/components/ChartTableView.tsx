import styled from 'styled-components';
import { StyledDataTable, visuallyHidden } from '@meridian/shared/ui';
import type { ChartTable } from '../utils/chartTable';

const StyledWrap = styled.div`
  overflow-x: auto;
`;

/** Figures right-aligned, so their digits line up; the first column names the row. */
const StyledTable = styled(StyledDataTable)`
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export interface ChartTableViewProps {
  caption: string;
  table: ChartTable;
}

/** The card's title says it on screen; the table keeps its name when read alone. */
const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

/** The data table alternative of a chart. */
export function ChartTableView({ caption, table }: ChartTableViewProps) {
  return (
    <StyledWrap>
      <StyledTable>
        <StyledCaption>{caption}</StyledCaption>
        <thead>
          <tr>
            {table.head.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  );
}
