import styled from 'styled-components';
import { Button, ChevronLeftIcon, ChevronRightIcon, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface BoardScrollButtonsProps {
  before: boolean;
  after: boolean;
  /** -1 scrolls towards the first stages, 1 towards the last. */
  onScroll: (direction: -1 | 1) => void;
}

const StyledBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-bottom: ${space(2)};
`;

/**
 * Shown only when the columns do not all fit: says that more stages lie off to the side (Won and
 * Lost at 1440 px) and scrolls to them. Disabled rather than hidden at an edge, so nothing jumps.
 */
export function BoardScrollButtons({ before, after, onScroll }: BoardScrollButtonsProps) {
  const t = useT();
  return (
    <StyledBar>
      <Button size="sm" variant="ghost" disabled={!before} onClick={() => onScroll(-1)}>
        <ChevronLeftIcon size={14} />
        {t('pipeline.scroll.earlier')}
      </Button>
      <Button size="sm" variant="ghost" disabled={!after} onClick={() => onScroll(1)}>
        {t('pipeline.scroll.later')}
        <ChevronRightIcon size={14} />
      </Button>
    </StyledBar>
  );
}
