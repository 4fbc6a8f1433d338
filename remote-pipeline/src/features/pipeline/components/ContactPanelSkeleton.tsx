import styled from 'styled-components';
import { SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;

const StyledLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
`;

const StyledRows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

/** The contact panel while the contacts remote arrives: avatar, name and a few detail lines. */
export function ContactPanelSkeleton() {
  return (
    <SkeletonScreen>
      <StyledTop>
        <StyledSkeletonBlock $width="48px" $height="48px" $round />
        <StyledLines>
          <StyledSkeletonBlock $width="60%" $height="20px" />
          <StyledSkeletonBlock $width="40%" />
        </StyledLines>
      </StyledTop>
      <StyledRows>
        {[80, 65, 70, 50].map((width) => (
          <StyledSkeletonBlock key={width} $width={`${width}%`} />
        ))}
      </StyledRows>
    </SkeletonScreen>
  );
}
