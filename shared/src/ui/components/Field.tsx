import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { space } from '../theme/tokens';

interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control; marks the control aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Adds a visual '*' after the label (set `required` on the control yourself). */
  required?: boolean;
  /** One control element (Input, Select, Textarea…); it receives id and aria wiring. */
  children: ReactElement<FieldControlProps>;
  className?: string;
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

const StyledLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.dangerFg};
  margin-left: 2px;
`;

const StyledHelp = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.dangerFg : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

export function Field({ label, error, hint, required, children, className }: FieldProps) {
  const autoId = useId();
  const control = isValidElement(children) ? children : null;
  const id = control?.props.id ?? `${autoId}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [control?.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? <StyledRequired aria-hidden>*</StyledRequired> : null}
      </StyledLabel>
      {control
        ? cloneElement(control, {
            id,
            'aria-describedby': describedBy,
            'aria-invalid': error ? true : control.props['aria-invalid'],
          })
        : children}
      {hint ? <StyledHelp id={hintId}>{hint}</StyledHelp> : null}
      {error ? (
        <StyledHelp id={errorId} $error role="alert">
          {error}
        </StyledHelp>
      ) : null}
    </StyledField>
  );
}
