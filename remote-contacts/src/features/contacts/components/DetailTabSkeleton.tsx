import styled from 'styled-components';
import { SkeletonScreen, StyledSkeletonBlock, space } from '@meridian/shared/ui';

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

/** A tab of the detail page while its code is on its way: its title and a few lines. */
export function DetailTabSkeleton() {
  return (
    <SkeletonScreen>
      <StyledLines>
        <StyledSkeletonBlock $width="120px" $height="24px" />
        {['70%', '50%', '60%'].map((width) => (
          <StyledSkeletonBlock key={width} $width={width} />
        ))}
      </StyledLines>
    </SkeletonScreen>
  );
}
