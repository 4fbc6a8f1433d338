import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';

export type InputProps = ComponentPropsWithRef<'input'>;

const StyledInput = styled.input`
  ${controlStyles}
`;

export function Input({ type = 'text', ...rest }: InputProps) {
  return <StyledInput type={type} {...rest} />;
}
