import styled from 'styled-components';
import { Button, ChevronLeftIcon, ChevronRightIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BoardScrollButtonsProps {
  before: boolean;
  after: boolean;
  /** -1 scrolls towards the first stages, 1 towards the last. */
  onScroll: (direction: -1 | 1) => void;
  /** A phone: the arrows alone, their names for screen readers and as tooltips. */
  compact?: boolean;
}

const StyledBar = styled.div`
  display: flex;
  flex: none;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-left: auto;
`;

/**
 * Shown only when the columns do not all fit: says that more stages lie off to the side (Won and
 * Lost at 1440 px) and scrolls to them. Disabled rather than hidden at an edge, so nothing jumps.
 */
export function BoardScrollButtons({ before, after, onScroll, compact = false }: BoardScrollButtonsProps) {
  const t = useT();
  const named = (text: string) => (compact ? { 'aria-label': text, title: text } : {});
  return (
    <StyledBar>
      <Button size="sm" variant="ghost" disabled={!before} onClick={() => onScroll(-1)} {...named(t('pipeline.scroll.earlier'))}>
        <ChevronLeftIcon size={14} />
        {compact ? null : t('pipeline.scroll.earlier')}
      </Button>
      <Button size="sm" variant="ghost" disabled={!after} onClick={() => onScroll(1)} {...named(t('pipeline.scroll.later'))}>
        {compact ? null : t('pipeline.scroll.later')}
        <ChevronRightIcon size={14} />
      </Button>
    </StyledBar>
  );
}
