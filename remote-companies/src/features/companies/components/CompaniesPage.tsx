import useSWR from 'swr';
import styled from 'styled-components';
import { usePageTitle } from '@meridian/shared/app';
import { keys, organisationApi } from '@meridian/shared/api';
import { pluralize } from '@meridian/shared/format';
import { PageHeader, ThemeToggle } from '@meridian/shared/ui';

const StyledPage = styled.div`
  padding: 24px 32px;
`;

/** The section's page heading; its screens arrive with the section's feature issue. */
export function CompaniesPage() {
  usePageTitle('Companies');
  const { data } = useSWR(keys.summary(), () => organisationApi.summary());
  return (
    <StyledPage>
      <PageHeader
        title="Companies"
        subtitle={data ? pluralize(data.companies, 'company') : undefined}
        actions={<ThemeToggle />}
      />
    </StyledPage>
  );
}
