import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../theme/tokens';

export interface FormErrorProps {
  /** The server's message; nothing renders without one. */
  children?: ReactNode;
}

const StyledFormError = styled.div`
  margin-bottom: ${space(4)};
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A failed save, shown at the top of the form it belongs to (docs/PRODUCT.md §5), announced to screen readers. */
export function FormError({ children }: FormErrorProps) {
  return children ? <StyledFormError role="alert">{children}</StyledFormError> : null;
}
