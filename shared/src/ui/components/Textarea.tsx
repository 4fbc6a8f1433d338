import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { controlStyles } from './controlStyles';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: 80px;
  resize: vertical;
`;

export function Textarea({ rows = 3, ...rest }: TextareaProps) {
  return <StyledTextarea rows={rows} {...rest} />;
}
