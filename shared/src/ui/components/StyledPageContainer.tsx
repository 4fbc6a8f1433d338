import styled from 'styled-components';
import { space } from '../theme/tokens';
import { PHONE_MEDIA } from '../theme/breakpoints';

/** The standard width of a page that is not a full-width list or board. */
export const PAGE_MAX_WIDTH = '960px';

/** The standard page frame: the same width and padding on every page, less padding on phones. */
export const StyledPageContainer = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: ${PAGE_MAX_WIDTH};
  padding: ${space(6)} ${space(7)} ${space(8)};
  color: ${({ theme }) => theme.colors.text};

  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;
