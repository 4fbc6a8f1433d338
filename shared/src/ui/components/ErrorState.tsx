import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../icons/AlertCircleIcon';
import { Button } from './Button';
import { StyledStateAction, StyledStateBox, StyledStateIcon, StyledStateText, StyledStateTitle } from './stateStyles';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ title, description, onRetry, retryLabel = 'Retry', className }: ErrorStateProps) {
  return (
    <StyledStateBox role="alert" className={className}>
      <StyledStateIcon $danger aria-hidden>
        <AlertCircleIcon size={28} />
      </StyledStateIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {description ? <StyledStateText>{description}</StyledStateText> : null}
      {onRetry ? (
        <StyledStateAction>
          <Button onClick={onRetry}>{retryLabel}</Button>
        </StyledStateAction>
      ) : null}
    </StyledStateBox>
  );
}
