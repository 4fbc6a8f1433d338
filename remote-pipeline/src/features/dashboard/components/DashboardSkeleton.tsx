import styled from 'styled-components';
import { PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${space(5)};
  padding: ${space(6)} ${space(7)};
  ${PHONE_MEDIA} {
    padding: ${space(3)} ${space(4)};
  }
`;

/** The dashboard's shape while its texts arrive: the chart cards' blocks. */
export function DashboardSkeleton() {
  return (
    <SkeletonScreen>
      <StyledPage>
        {[0, 1, 2, 3].map((i) => (
          <StyledSkeletonBlock key={i} $height="340px" />
        ))}
      </StyledPage>
    </SkeletonScreen>
  );
}
