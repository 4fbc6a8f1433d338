import { SkeletonScreen, StyledPageContainer, StyledSkeletonBlock } from '@meridian/shared/ui';
import { StyledSection } from './Page';

/** The shell's own pages (Settings, Profile) while their code arrives: a back link, a title and sections. */
export function PageSkeleton() {
  return (
    <StyledPageContainer>
      <SkeletonScreen>
        <StyledSkeletonBlock $width="120px" />
        <StyledSkeletonBlock $width="220px" $height="32px" style={{ marginTop: 16 }} />
        {[0, 1].map((section) => (
          <StyledSection key={section}>
            <StyledSkeletonBlock $width="140px" $height="20px" />
            <StyledSkeletonBlock $height="36px" style={{ marginTop: 16 }} />
          </StyledSection>
        ))}
      </SkeletonScreen>
    </StyledPageContainer>
  );
}
