import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock } from '@meridian/shared/ui';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  max-width: 1200px;
  padding: ${space(6)} ${space(7)} ${space(8)};

  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

let loaded: ComponentType | undefined;
const load = () => import('./CompanyDuplicatesPage').then((m) => (loaded = m.CompanyDuplicatesPage));

/**
 * /companies/duplicates, its code fetched when first opened (it is nobody's first screen but its
 * own): the page's shape meanwhile. A failed load is thrown to the section's boundary, whose Retry
 * renders this again.
 */
export function LazyCompanyDuplicatesPage() {
  const [Page, setPage] = useState<ComponentType | undefined>(() => loaded);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (Page) return undefined;
    let live = true;
    load().then(
      (component) => live && setPage(() => component),
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [Page]);
  if (error) throw error instanceof Error ? error : new Error(String(error));
  if (Page) return <Page />;
  return (
    <SkeletonScreen>
      <StyledPage>
        <StyledSkeletonBlock $width="140px" $height="16px" />
        <StyledSkeletonBlock $width="240px" $height="28px" />
        <StyledSkeletonBlock $width="70%" $height="14px" />
        <StyledSkeletonBlock $height="160px" />
        <StyledSkeletonBlock $height="160px" />
      </StyledPage>
    </SkeletonScreen>
  );
}
