import styled from 'styled-components';
import { Card, PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock, type ViewMode, StyledSkeletonRow, StyledSkeletonLines } from '@meridian/shared/ui';
import { StyledCardGrid } from './CompanyCard.styles';

/** The table's box while its rows load. */
const StyledTableScroll = styled.div`
  max-width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const CARDS = 6;
const ROWS = 8;

const StyledCardBody = styled(StyledSkeletonLines)`
  margin-top: ${space(4)};
`;

const StyledTableRow = styled(StyledSkeletonRow)`
  padding: ${space(3)} ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};

  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

const StyledHeader = styled(StyledSkeletonRow)`
  justify-content: space-between;
  margin-bottom: ${space(6)};
`;

const StyledToolbar = styled(StyledSkeletonRow)`
  margin-bottom: ${space(4)};
`;

function CardShape() {
  return (
    <Card>
      <StyledSkeletonRow>
        <StyledSkeletonBlock $width="48px" $height="48px" />
        <StyledSkeletonLines>
          <StyledSkeletonBlock $width="60%" $height="1.1em" />
          <StyledSkeletonBlock $width="35%" />
        </StyledSkeletonLines>
      </StyledSkeletonRow>
      <StyledCardBody>
        <StyledSkeletonBlock $width="90%" />
        <StyledSkeletonBlock $width="55%" />
        <StyledSkeletonBlock $width="45%" />
      </StyledCardBody>
    </Card>
  );
}

function RowShape() {
  return (
    <StyledTableRow>
      <StyledSkeletonBlock $width="32px" $height="32px" />
      <StyledSkeletonBlock $width="28%" />
      <StyledSkeletonBlock $width="18%" />
      <StyledSkeletonBlock $width="12%" />
      <StyledSkeletonBlock $width="22%" />
    </StyledTableRow>
  );
}

/** The companies list while its first page loads: cards or rows in the shape of the content. */
export function CompaniesSkeleton({ view }: { view: ViewMode }) {
  return (
    <SkeletonScreen>
      {view === 'list' ? (
        <StyledTableScroll>
          {Array.from({ length: ROWS }, (_, i) => (
            <RowShape key={i} />
          ))}
        </StyledTableScroll>
      ) : (
        <StyledCardGrid>
          {Array.from({ length: CARDS }, (_, i) => (
            <CardShape key={i} />
          ))}
        </StyledCardGrid>
      )}
    </SkeletonScreen>
  );
}

/** The whole companies page before this remote's code or texts have arrived (RemoteRoot's fallback). */
export function CompaniesPageSkeleton() {
  return (
    <StyledPage>
      <SkeletonScreen>
        <StyledHeader>
          <StyledSkeletonLines>
            <StyledSkeletonBlock $width="180px" $height="1.75em" />
            <StyledSkeletonBlock $width="90px" />
          </StyledSkeletonLines>
          <StyledSkeletonBlock $width="140px" $height="40px" />
        </StyledHeader>
        <StyledToolbar>
          <StyledSkeletonBlock $width="min(420px, 100%)" $height="40px" />
        </StyledToolbar>
        <StyledCardGrid>
          {Array.from({ length: CARDS }, (_, i) => (
            <CardShape key={i} />
          ))}
        </StyledCardGrid>
      </SkeletonScreen>
    </StyledPage>
  );
}

/** A company's detail page while it loads: breadcrumb, logo and name, tabs, the overview's lines. */
export function CompanyDetailSkeleton() {
  return (
    <SkeletonScreen>
      <StyledToolbar>
        <StyledSkeletonBlock $width="150px" />
      </StyledToolbar>
      <StyledHeader>
        <StyledSkeletonRow>
          <StyledSkeletonBlock $width="64px" $height="64px" />
          <StyledSkeletonLines>
            <StyledSkeletonBlock $width="220px" $height="1.75em" />
            <StyledSkeletonBlock $width="160px" />
          </StyledSkeletonLines>
        </StyledSkeletonRow>
      </StyledHeader>
      <StyledToolbar>
        <StyledSkeletonBlock $width="260px" $height="2em" />
      </StyledToolbar>
      <StyledSkeletonLines>
        {Array.from({ length: 8 }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={`${40 + ((i * 17) % 45)}%`} />
        ))}
      </StyledSkeletonLines>
    </SkeletonScreen>
  );
}

/** The contacts tab while its first contacts load: rows of an avatar and two lines. */
export function CompanyContactsSkeleton() {
  return (
    <SkeletonScreen>
      <StyledSkeletonLines>
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} padding={3}>
            <StyledSkeletonRow>
              <StyledSkeletonBlock $width="32px" $height="32px" $round />
              <StyledSkeletonLines>
                <StyledSkeletonBlock $width="40%" />
                <StyledSkeletonBlock $width="60%" />
              </StyledSkeletonLines>
            </StyledSkeletonRow>
          </Card>
        ))}
      </StyledSkeletonLines>
    </SkeletonScreen>
  );
}
