import { useEffect, useMemo, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { mergeRefs } from '../utils/mergeRefs';
import { space } from '../theme/tokens';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** Visible label; without one, pass aria-label. */
  label?: ReactNode;
  /** The mixed state (e.g. some, not all, rows selected). */
  indeterminate?: boolean;
}

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  user-select: none;

  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const StyledCheckboxInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: inherit;
`;

export function Checkbox({ label, indeterminate = false, ref, className, ...rest }: CheckboxProps) {
  const inner = useRef<HTMLInputElement>(null);
  const setRef = useMemo(() => mergeRefs(inner, ref), [ref]);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const input = <StyledCheckboxInput type="checkbox" ref={setRef} className={label === undefined ? className : undefined} {...rest} />;
  if (label === undefined) return input;
  return (
    <StyledCheckboxLabel className={className}>
      {input}
      <span>{label}</span>
    </StyledCheckboxLabel>
  );
}
