import type { ReactNode } from 'react';
import { StyledStateAction, StyledStateBox, StyledStateIcon, StyledStateText, StyledStateTitle } from './stateStyles';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button ('Add Contact'). */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <StyledStateBox className={className}>
      {icon ? <StyledStateIcon aria-hidden>{icon}</StyledStateIcon> : null}
      <StyledStateTitle>{title}</StyledStateTitle>
      {description ? <StyledStateText>{description}</StyledStateText> : null}
      {action ? <StyledStateAction>{action}</StyledStateAction> : null}
    </StyledStateBox>
  );
}
