import { SkeletonScreen, StyledSkeletonBlock, StyledSkeletonLines, StyledSkeletonRow } from '@meridian/shared/ui';
import { StyledSection } from '../common/Page';

const ROWS = [0, 1, 2, 3];

/** The members' table in outline while it loads. */
export function MembersSkeleton() {
  return (
    <SkeletonScreen>
      <StyledSection>
        {ROWS.map((row) => (
          <StyledSkeletonRow key={row} style={{ padding: '10px 0' }}>
            <StyledSkeletonBlock $width="32px" $height="32px" $round />
            <StyledSkeletonLines>
              <StyledSkeletonBlock $width="40%" />
              <StyledSkeletonBlock $width="60%" $height="0.8em" />
            </StyledSkeletonLines>
            <StyledSkeletonBlock $width="120px" $height="32px" />
          </StyledSkeletonRow>
        ))}
      </StyledSection>
    </SkeletonScreen>
  );
}
