import styled from 'styled-components';
import { PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';

export interface BoardSkeletonProps {
  /** Also the page's padding and title (the remote's first frame, before its texts arrive). */
  page?: boolean;
}

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)} ${space(6)};
  margin-bottom: ${space(4)};
`;

const StyledTitle = styled(StyledSkeletonBlock)`
  margin-bottom: ${space(6)};
`;

const StyledColumns = styled.div`
  display: flex;
  gap: ${space(3)};
  overflow: hidden;
`;

/** As wide as a stage column (StageColumn): six at 1440 px, one and the edge of the next on a phone. */
const StyledColumn = styled.div`
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 240px;
  max-width: 320px;
  padding: ${space(3)} ${space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  @media (min-width: 1200px) {
    min-width: 168px;
  }
  ${PHONE_MEDIA} {
    flex: 0 0 min(280px, 82vw);
  }
`;

/** Cards per skeleton column, fewer to the right as on a real board. */
const CARDS = [3, 3, 2, 2, 1, 1];

/** The board while it loads: header, totals and six columns of card blocks. */
export function BoardSkeleton({ page = false }: BoardSkeletonProps) {
  const board = (
    <SkeletonScreen>
      {page ? <StyledTitle $width="220px" $height="36px" /> : null}
      <StyledRow>
        <StyledSkeletonBlock $width="200px" $height="28px" />
        <StyledSkeletonBlock $width="110px" />
      </StyledRow>
      <StyledRow>
        {[0, 1, 2].map((i) => (
          <StyledSkeletonBlock key={i} $width="120px" $height="36px" />
        ))}
      </StyledRow>
      <StyledColumns>
        {CARDS.map((cards, column) => (
          <StyledColumn key={column}>
            <StyledSkeletonBlock $width="60%" $height="20px" />
            <StyledSkeletonBlock $width="40%" />
            {Array.from({ length: cards }, (_, card) => (
              <StyledSkeletonBlock key={card} $height="86px" />
            ))}
          </StyledColumn>
        ))}
      </StyledColumns>
    </SkeletonScreen>
  );
  return page ? <StyledPage>{board}</StyledPage> : board;
}
