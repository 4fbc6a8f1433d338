import { css } from 'styled-components';

/** One line, cut with an ellipsis (not mid-letter onto the next line); pair it with a title. */
export const truncate = css`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
