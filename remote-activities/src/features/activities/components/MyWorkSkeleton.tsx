import { SkeletonScreen, StyledPageContainer, StyledSkeletonBlock, space } from '@meridian/shared/ui';
import styled from 'styled-components';

const StyledBlocks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

/** My Work until its texts have arrived: the header and the sections' shapes. */
export function MyWorkSkeleton() {
  return (
    <StyledPageContainer>
      <SkeletonScreen>
        <StyledBlocks>
          <StyledSkeletonBlock $width="180px" $height="32px" />
          {[0, 1, 2].map((index) => (
            <StyledSkeletonBlock key={index} $height="120px" />
          ))}
        </StyledBlocks>
      </SkeletonScreen>
    </StyledPageContainer>
  );
}
