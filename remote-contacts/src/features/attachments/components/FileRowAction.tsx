import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, IconButton } from '@meridian/shared/ui';

export interface FileRowActionProps {
  /** The accessible name, e.g. 'Download brief.pdf'. */
  label: string;
  /** The visible word on wide screens ('Download'). */
  text: string;
  icon: ReactNode;
  onClick: () => void;
  /** Phone layout: an icon button of at least 44 × 44 px, so the file name keeps its room. */
  compact: boolean;
  variant?: 'secondary' | 'ghost';
}

/** Touch size (WCAG 2.5.5): the icon buttons a finger presses on a phone. */
export const StyledTouchButton = styled(IconButton)`
  width: 44px;
  height: 44px;
`;

/** Download, Delete, Retry or Dismiss on a file row: a labelled button, or an icon button on phones. */
export function FileRowAction({ label, text, icon, onClick, compact, variant = 'secondary' }: FileRowActionProps) {
  if (compact) {
    return (
      <StyledTouchButton aria-label={label} title={label} variant={variant === 'ghost' ? 'ghost' : 'secondary'} onClick={onClick}>
        {icon}
      </StyledTouchButton>
    );
  }
  return (
    <Button size="sm" variant={variant} aria-label={label} onClick={onClick}>
      {icon}
      {text}
    </Button>
  );
}
