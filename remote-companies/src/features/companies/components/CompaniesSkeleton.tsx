import styled from 'styled-components';
import { Card, PHONE_MEDIA, SkeletonScreen, space, StyledSkeletonBlock, type ViewMode } from '@meridian/shared/ui';
import { StyledCardGrid } from './CompanyCard.styles';
import { StyledTableScroll } from './CompanyTable.styles';

const CARDS = 6;
const ROWS = 8;

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

const StyledLines = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
  min-width: 0;
`;

const StyledCardBody = styled(StyledLines)`
  margin-top: ${space(4)};
`;

const StyledTableRow = styled(StyledRow)`
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

const StyledHeader = styled(StyledRow)`
  justify-content: space-between;
  margin-bottom: ${space(6)};
`;

const StyledToolbar = styled(StyledRow)`
  margin-bottom: ${space(4)};
`;

function CardShape() {
  return (
    <Card>
      <StyledRow>
        <StyledSkeletonBlock $width="48px" $height="48px" />
        <StyledLines>
          <StyledSkeletonBlock $width="60%" $height="1.1em" />
          <StyledSkeletonBlock $width="35%" />
        </StyledLines>
      </StyledRow>
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
          <StyledLines>
            <StyledSkeletonBlock $width="180px" $height="1.75em" />
            <StyledSkeletonBlock $width="90px" />
          </StyledLines>
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
        <StyledRow>
          <StyledSkeletonBlock $width="64px" $height="64px" />
          <StyledLines>
            <StyledSkeletonBlock $width="220px" $height="1.75em" />
            <StyledSkeletonBlock $width="160px" />
          </StyledLines>
        </StyledRow>
      </StyledHeader>
      <StyledToolbar>
        <StyledSkeletonBlock $width="260px" $height="2em" />
      </StyledToolbar>
      <StyledLines>
        {Array.from({ length: 8 }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={`${40 + ((i * 17) % 45)}%`} />
        ))}
      </StyledLines>
    </SkeletonScreen>
  );
}

/** The contacts tab while its first contacts load: rows of an avatar and two lines. */
export function CompanyContactsSkeleton() {
  return (
    <SkeletonScreen>
      <StyledLines>
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} padding={3}>
            <StyledRow>
              <StyledSkeletonBlock $width="32px" $height="32px" $round />
              <StyledLines>
                <StyledSkeletonBlock $width="40%" />
                <StyledSkeletonBlock $width="60%" />
              </StyledLines>
            </StyledRow>
          </Card>
        ))}
      </StyledLines>
    </SkeletonScreen>
  );
}
