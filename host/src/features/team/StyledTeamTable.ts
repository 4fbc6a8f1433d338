import styled from 'styled-components';
import { PHONE_MEDIA, StyledDataTable } from '@meridian/shared/ui';

/**
 * The Members page's tables; on a phone each row is a card of label/value lines (the labels are
 * the cells' data-label, the column names already translated), each cell's content in one element.
 */
export const StyledTeamTable = styled(StyledDataTable)`
  td small {
    display: block;
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  td select {
    min-width: 140px;
  }
  ${PHONE_MEDIA} {
    thead {
      display: none;
    }
    tr {
      display: block;
      margin-bottom: 12px;
      padding: 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.md};
    }
    td {
      display: grid;
      grid-template-columns: 38% 1fr;
      gap: 8px;
      padding: 6px 0;
      border-bottom: 0;
      overflow-wrap: anywhere;
      /* A badge or a button keeps its own width beside its label; the role's select fills the line. */
      justify-items: start;
    }
    td > div {
      justify-self: stretch;
    }
    /* One grid item per cell beside its label; a cell with nothing in it (your own row's actions) is left out. */
    td:empty {
      display: none;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.font.size.sm};
    }
  }
`;
