import styled, { css } from 'styled-components';
import { space } from '../theme/tokens';

/** Hidden from sight, read by screen readers (a column's name, an action's object). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The one table look: full width, ruled rows, muted small headings. A screen's table extends it
 * (`styled(StyledDataTable)`) with what is its own: column widths, a phone layout, hover rows.
 */
export const StyledDataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};

  th,
  td {
    padding: ${space(2)} ${space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
