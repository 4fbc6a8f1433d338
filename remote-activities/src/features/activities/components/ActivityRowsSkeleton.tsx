import { SkeletonScreen, StyledSkeletonBlock, StyledSkeletonLines, StyledSkeletonRow, space } from '@meridian/shared/ui';
import styled from 'styled-components';

const StyledRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(3)} ${space(4)};
`;

/** Rows of activities still loading. */
export function ActivityRowsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <SkeletonScreen>
      <StyledRows>
        {Array.from({ length: rows }, (_, index) => (
          <StyledSkeletonRow key={index}>
            <StyledSkeletonBlock $width="16px" $height="16px" />
            <StyledSkeletonLines>
              <StyledSkeletonBlock $width="45%" />
              <StyledSkeletonBlock $width="70%" $height="0.8em" />
            </StyledSkeletonLines>
          </StyledSkeletonRow>
        ))}
      </StyledRows>
    </SkeletonScreen>
  );
}
