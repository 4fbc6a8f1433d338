import { useState } from 'react';
import { useParams } from '@meridian/shared/routing';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { ErrorState, StyledPageContainer, TabPanel, Tabs, space } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useT } from '../../../i18n';
import { useCompany } from '../hooks/useCompany';
import { useDeleteCompany } from '../hooks/useDeleteCompany';
import { companyOwner } from '../utils/companyOwner';
import { CompanyDetailSkeleton } from './CompaniesSkeleton';
import { CompanyActivities } from './CompanyActivities';
import { CompanyActivityTab } from './CompanyActivityTab';
import { CompanyContactsTab } from './CompanyContactsTab';
import { CompanyDetailHeader } from './CompanyDetailHeader';
import { CompanyDetailList } from './CompanyDetailList';
import { CompanyFormPanel } from './CompanyFormPanel';
import { CompanyNotFound } from './CompanyNotFound';

/** The shared page frame: the same width and padding as the other detail pages. */
const StyledPage = StyledPageContainer;

const StyledPanel = styled.div`
  padding-top: ${space(5)};
`;

const TAB_PREFIX = 'company';
type TabId = 'overview' | 'contacts' | 'activity';

/** /companies/:companyId (docs/PRODUCT.md §2 Company detail): its Overview opens with the company's activities. */
export function CompanyDetailPage() {
  const t = useT();
  const { companyId = '' } = useParams();
  const { company, error, retry } = useCompany(companyId);
  const { remove, deleting } = useDeleteCompany(companyId);
  const [tab, setTab] = useState<TabId>('overview');
  const [editing, setEditing] = useState(false);
  const permissions = usePermissions();
  usePageTitle(company?.name ?? t('companies.detail.title'));

  if (!company && error) {
    if (error.status === 404)
      return (
        <StyledPage>
          <CompanyNotFound />
        </StyledPage>
      );
    return (
      <StyledPage>
        <ErrorState title={t('companies.detail.failed')} description={errorText(error, error.message)} onRetry={retry} />
      </StyledPage>
    );
  }
  if (!company)
    return (
      <StyledPage>
        <CompanyDetailSkeleton />
      </StyledPage>
    );

  const editable = permissions.canEdit(companyOwner(company));
  const tabs = [
    { id: 'overview', label: t('companies.detail.tab.overview') },
    { id: 'contacts', label: t('companies.detail.tab.contacts'), count: company.contact_count },
    { id: 'activity', label: t('companies.detail.tab.activity') },
  ];

  return (
    <StyledPage>
      <CompanyDetailHeader company={company} editable={editable} deleting={deleting} onEdit={() => setEditing(true)} onDelete={() => void remove()} />
      <Tabs tabs={tabs} value={tab} onChange={(id) => setTab(id as TabId)} idPrefix={TAB_PREFIX} aria-label={t('companies.detail.sections')} />
      <StyledPanel>
        <TabPanel idPrefix={TAB_PREFIX} tabId={tab}>
          {tab === 'overview' ? (
            <>
              <CompanyActivities companyId={company.id} readOnly={!editable} />
              <CompanyDetailList company={company} variant="overview" />
            </>
          ) : null}
          {tab === 'contacts' ? <CompanyContactsTab company={company} /> : null}
          {tab === 'activity' ? <CompanyActivityTab companyId={company.id} /> : null}
        </TabPanel>
      </StyledPanel>
      <CompanyFormPanel open={editing} company={company} onClose={() => setEditing(false)} />
    </StyledPage>
  );
}
