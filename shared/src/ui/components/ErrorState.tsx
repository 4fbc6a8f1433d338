import type { ReactNode } from 'react';
import { useCommonT } from '@meridian/shared/i18n';
import { AlertCircleIcon } from '../icons/AlertCircleIcon';
import { Button } from './Button';
import { StyledStateAction, StyledStateBox, StyledStateIcon, StyledStateText, StyledStateTitle } from './stateStyles';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a retry button ('Retry' unless `retryLabel` says otherwise) when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

export function ErrorState({ title, description, onRetry, retryLabel, className }: ErrorStateProps) {
  const t = useCommonT();
  return (
    <StyledStateBox role="alert" className={className}>
      <StyledStateIcon $danger aria-hidden>
        <AlertCircleIcon size={28} />
      </StyledStateIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {description ? <StyledStateText>{description}</StyledStateText> : null}
      {onRetry ? (
        <StyledStateAction>
          <Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>
        </StyledStateAction>
      ) : null}
    </StyledStateBox>
  );
}
