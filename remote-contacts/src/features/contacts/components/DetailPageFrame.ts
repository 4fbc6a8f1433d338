import styled from 'styled-components';
import { space } from '@meridian/shared/ui';

/** The detail page's frame (also around its 'Select a contact' and 'Contact not found' views). */
export const StyledDetailPage = styled.div`
  max-width: 1100px;
  padding: ${space(6)} ${space(7)};
`;
