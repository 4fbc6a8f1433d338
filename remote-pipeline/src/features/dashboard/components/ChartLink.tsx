import styled from 'styled-components';
import { Link } from '@meridian/shared/routing';

/** A link to the board or list a chart's row counts. */
export const StyledChartLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
