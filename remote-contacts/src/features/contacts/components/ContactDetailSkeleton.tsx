import styled from 'styled-components';
import { SkeletonScreen, StyledSkeletonBlock, space } from '@meridian/shared/ui';
import { StyledDetailPage } from './DetailPageFrame';

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  margin: ${space(6)} 0;
`;

const StyledIdentity = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
`;

const StyledTabs = styled.div`
  display: flex;
  gap: ${space(6)};
  margin-bottom: ${space(6)};
`;

const StyledLines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

/** A contact's detail page while its code is on its way: back link, avatar and name, tabs, facts. */
export function ContactDetailSkeleton() {
  return (
    <StyledDetailPage>
      <SkeletonScreen>
        <StyledSkeletonBlock $width="140px" $height="20px" />
        <StyledHeader>
          <StyledSkeletonBlock $width="56px" $height="56px" $round />
          <StyledIdentity>
            <StyledSkeletonBlock $width="240px" $height="28px" />
            <StyledSkeletonBlock $width="min(360px, 100%)" />
          </StyledIdentity>
        </StyledHeader>
        <StyledTabs>
          {['tab1', 'tab2', 'tab3', 'tab4'].map((tab) => (
            <StyledSkeletonBlock key={tab} $width="64px" $height="24px" />
          ))}
        </StyledTabs>
        <StyledLines>
          {['30%', '60%', '45%', '55%'].map((width) => (
            <StyledSkeletonBlock key={width} $width={width} />
          ))}
        </StyledLines>
      </SkeletonScreen>
    </StyledDetailPage>
  );
}
