import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { space } from '../theme/tokens';

export interface ToolbarProps extends ComponentPropsWithRef<'div'> {
  /** How the groups spread along the row (default 'between'). */
  justify?: 'start' | 'between' | 'end';
}

const JUSTIFY = { start: 'flex-start', between: 'space-between', end: 'flex-end' } as const;

const StyledToolbar = styled.div<{ $justify: keyof typeof JUSTIFY }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $justify }) => JUSTIFY[$justify]};
  gap: ${space(3)};
  margin-bottom: ${space(4)};

  & > * {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }
`;

/** A row of control groups (search, sort, selection actions) that wraps on narrow screens. */
export function Toolbar({ justify = 'between', ...rest }: ToolbarProps) {
  return <StyledToolbar $justify={justify} {...rest} />;
}
