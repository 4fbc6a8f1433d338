import styled from 'styled-components';
import { PHONE_MEDIA, space, StyledDataTable } from '@meridian/shared/ui';
import { truncate } from './truncate';

/** The table scrolls inside this box, never the page. */
export const StyledTableScroll = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledTable = styled(StyledDataTable)`
  line-height: ${({ theme }) => theme.font.lineHeight.md};

  th {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover,
  tbody tr[data-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  /* Short columns (check, size, count, actions) are as wide as their content. */
  .check,
  .size,
  .numeric,
  .actions {
    width: 1%;
    white-space: nowrap;
  }
  /*
   * The text columns share the rest of the table's width: a name or address never wraps while
   * the row has room, and a longer one is cut with an ellipsis (its title holds it whole).
   * max-width: 0 lets a column be narrower than its content instead of widening the table.
   */
  .name {
    width: 40%;
  }
  .industry {
    width: 22%;
  }
  .website {
    width: 38%;
  }
  td.name,
  td.industry,
  td.website {
    max-width: 0;
  }

  ${PHONE_MEDIA} {
    th,
    td {
      padding: ${space(2)};
    }
    .optional {
      display: none;
    }
    .name {
      width: 100%;
    }
  }
`;

export const StyledNameCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  min-width: 0;
`;

export const StyledNameButton = styled.button`
  ${truncate}
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: left;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;

export const StyledCellText = styled.span`
  ${truncate}
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledWebsiteCell = styled.div`
  min-width: 0;
`;

export const StyledCountButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }
`;
