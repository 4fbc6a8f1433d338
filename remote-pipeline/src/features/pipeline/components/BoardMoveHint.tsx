import styled from 'styled-components';
import { PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BoardMoveHintProps {
  name: string;
}

/** Stays in view however far the board or the page scrolls while the card is carried. */
const StyledHint = styled.p`
  position: fixed;
  bottom: ${space(6)};
  left: 50%;
  z-index: 20;
  max-width: min(560px, calc(100vw - ${space(8)}));
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  transform: translateX(-50%);
  ${PHONE_MEDIA} {
    bottom: ${space(4)};
  }
`;

/**
 * On screen while a card is carried with the keyboard: how dnd-kit's keyboard sensor moves it
 * (arrow keys in 25 px steps over the stages, Space or Enter drops, Escape cancels). Screen
 * readers hear the same from the drag's own announcements.
 */
export function BoardMoveHint({ name }: BoardMoveHintProps) {
  const t = useT();
  return <StyledHint data-move-hint="">{t('pipeline.dnd.hint', { name })}</StyledHint>;
}
