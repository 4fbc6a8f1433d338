import styled from 'styled-components';
import { Card, PHONE_MEDIA, SkeletonScreen, StyledSkeletonBlock, space, StyledSkeletonRow, StyledSkeletonLines } from '@meridian/shared/ui';
import { GRID_CARD_HEIGHT, GRID_GAP, GRID_MIN_CARD_WIDTH } from '../utils/contactLayout';
import { StyledDetailPage } from './DetailPageFrame';

/** The detail page's four tabs. */
const TAB_WIDTHS = ['72px', '56px', '48px', '64px'];

/** As many cards as the first screen of a wide list shows; a narrow one clips the rest. */
const LIST_CARDS = 8;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${GRID_MIN_CARD_WIDTH}px, 1fr));
  gap: ${GRID_GAP}px;
  overflow: hidden;
`;

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  height: ${GRID_CARD_HEIGHT}px;
`;

const StyledFooterRow = styled(StyledSkeletonRow)`
  justify-content: space-between;
  margin-top: auto;
`;

/** One contact card's shape: avatar, name and email, company and phone, 'Added …' and the stage. */
function CardSkeleton() {
  return (
    <StyledCard>
      <StyledSkeletonRow>
        <StyledSkeletonBlock $width="40px" $height="40px" $round />
        <StyledSkeletonLines>
          <StyledSkeletonBlock $width="70%" $height="16px" />
          <StyledSkeletonBlock $width="85%" $height="12px" />
        </StyledSkeletonLines>
      </StyledSkeletonRow>
      <StyledSkeletonLines>
        <StyledSkeletonBlock $width="60%" $height="12px" />
        <StyledSkeletonBlock $width="45%" $height="12px" />
      </StyledSkeletonLines>
      <StyledFooterRow>
        <StyledSkeletonBlock $width="35%" $height="12px" />
        <StyledSkeletonBlock $width="72px" $height="24px" />
      </StyledFooterRow>
    </StyledCard>
  );
}

/** The contacts list while its first page loads: a grid of cards. */
export function ContactsListSkeleton() {
  return (
    <SkeletonScreen>
      <StyledGrid data-testid="contacts-skeleton">
        {Array.from({ length: LIST_CARDS }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </StyledGrid>
    </SkeletonScreen>
  );
}

const StyledPageTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(4)};

  ${PHONE_MEDIA} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)} ${space(4)};

  ${PHONE_MEDIA} {
    padding: ${space(4)} ${space(4)} ${space(2)};
  }
`;

/** The contacts page before the remote's texts arrive: title and count, the toolbar, the cards. */
export function ContactsPageSkeleton() {
  return (
    <StyledPage>
      <SkeletonScreen>
        <StyledPageTop>
          <StyledSkeletonLines>
            <StyledSkeletonBlock $width="160px" $height="28px" />
            <StyledSkeletonBlock $width="100px" $height="14px" />
          </StyledSkeletonLines>
          <StyledSkeletonBlock $width="320px" $height="36px" />
        </StyledPageTop>
        <StyledPageTop>
          <StyledSkeletonBlock $width="420px" $height="36px" />
        </StyledPageTop>
      </SkeletonScreen>
      <ContactsListSkeleton />
    </StyledPage>
  );
}

const StyledHeader = styled(StyledSkeletonRow)`
  margin: ${space(3)} 0 ${space(6)};
  gap: ${space(4)};
`;

const StyledTabs = styled(StyledSkeletonRow)`
  gap: ${space(6)};
  margin-bottom: ${space(6)};
`;

const StyledFacts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 120px) minmax(0, 260px);
  gap: ${space(3)} ${space(6)};
`;

export interface ContactDetailSkeletonProps {
  /** Also the breadcrumb's place (the route's code is still on its way). */
  withBreadcrumb?: boolean;
}

/** A contact's header (avatar, name, facts), its tabs and its information, while it loads. */
export function ContactDetailSkeleton({ withBreadcrumb = false }: ContactDetailSkeletonProps) {
  return (
    <SkeletonScreen>
      {withBreadcrumb ? <StyledSkeletonBlock $width="140px" $height="16px" /> : null}
      <StyledHeader>
        <StyledSkeletonBlock $width="64px" $height="64px" $round />
        <StyledSkeletonLines>
          <StyledSkeletonBlock $width="240px" $height="28px" />
          <StyledSkeletonBlock $width="320px" $height="14px" />
        </StyledSkeletonLines>
      </StyledHeader>
      <StyledTabs>
        {TAB_WIDTHS.map((width) => (
          <StyledSkeletonBlock key={width} $width={width} $height="20px" />
        ))}
      </StyledTabs>
      <StyledSkeletonBlock $width="180px" $height="18px" />
      <StyledFacts>
        {Array.from({ length: 12 }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={i % 2 === 0 ? '70px' : '80%'} $height="14px" />
        ))}
      </StyledFacts>
    </SkeletonScreen>
  );
}

/** The detail route before its code arrives: the page frame around the same shape. */
export function ContactDetailPageSkeleton() {
  return (
    <StyledDetailPage>
      <ContactDetailSkeleton withBreadcrumb />
    </StyledDetailPage>
  );
}

/** The quick view's details (avatar, name, the facts) while the contact loads. */
export function QuickViewSkeleton() {
  return (
    <SkeletonScreen>
      <StyledHeader>
        <StyledSkeletonBlock $width="64px" $height="64px" $round />
        <StyledSkeletonBlock $width="60%" $height="24px" />
      </StyledHeader>
      <StyledFacts>
        {Array.from({ length: 10 }, (_, i) => (
          <StyledSkeletonBlock key={i} $width={i % 2 === 0 ? '60px' : '90%'} $height="14px" />
        ))}
      </StyledFacts>
    </SkeletonScreen>
  );
}

const StyledDuplicatesPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  max-width: 1200px;
  padding: ${space(6)} ${space(7)} ${space(8)};

  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

/** The Duplicates page before its code arrives: the back link, the title and two group cards. */
export function DuplicatesPageSkeleton() {
  return (
    <SkeletonScreen>
      <StyledDuplicatesPage>
        <StyledSkeletonBlock $width="140px" $height="16px" />
        <StyledSkeletonBlock $width="240px" $height="28px" />
        <StyledSkeletonBlock $width="70%" $height="14px" />
        <StyledSkeletonBlock $height="160px" />
        <StyledSkeletonBlock $height="160px" />
      </StyledDuplicatesPage>
    </SkeletonScreen>
  );
}
