import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons/ChevronDownIcon';
import { space } from '../theme/tokens';
import { controlStyles } from './controlStyles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** Rendered before `children` as <option>s. */
  options?: readonly SelectOption[];
  /** A first, empty-valued option. */
  placeholder?: string;
}

const StyledSelectWrap = styled.span`
  position: relative;
  display: inline-flex;
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};

  & > svg {
    position: absolute;
    right: ${space(3)};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${space(8)};
  cursor: pointer;
`;

/** `className` and `style` size the wrapper; the native select fills it. */
export function Select({ options, placeholder, children, className, style, ...rest }: SelectProps) {
  return (
    <StyledSelectWrap className={className} style={style}>
      <StyledSelect {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <ChevronDownIcon />
    </StyledSelectWrap>
  );
}
