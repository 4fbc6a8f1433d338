import styled from 'styled-components';
import { SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';
import { StyledImportPage, StyledWizard } from './ImportPageFrame';
import { RecentImportsSkeleton } from './RecentImportsSkeleton';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledSteps = styled.div`
  display: flex;
  gap: ${space(4)};
  margin: ${space(4)} 0;
`;

/** The drop zone's place in the wizard's card. */
const StyledZone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(10)} ${space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledRecent = styled.div`
  margin-top: ${space(8)};
`;

/** The import page while its texts load: back link, title, the four steps, the upload card and Recent imports. */
export function ImportPageSkeleton() {
  return (
    <StyledImportPage>
      <SkeletonScreen>
        <StyledWizard>
          <StyledStack>
            <StyledSkeletonBlock $width="140px" $height="16px" />
            <StyledSkeletonBlock $width="220px" $height="28px" />
            <StyledSkeletonBlock $width="90px" $height="14px" />
          </StyledStack>
          <StyledSteps>
            {[0, 1, 2, 3].map((step) => (
              <StyledSkeletonBlock key={step} $width="80px" $height="20px" />
            ))}
          </StyledSteps>
          <StyledZone>
            <StyledSkeletonBlock $width="32px" $height="32px" $round />
            <StyledSkeletonBlock $width="min(100%, 320px)" $height="18px" />
            <StyledSkeletonBlock $width="min(100%, 420px)" $height="14px" />
          </StyledZone>
        </StyledWizard>
        <StyledRecent>
          <StyledSkeletonBlock $width="140px" $height="20px" />
          <RecentImportsSkeleton />
        </StyledRecent>
      </SkeletonScreen>
    </StyledImportPage>
  );
}
