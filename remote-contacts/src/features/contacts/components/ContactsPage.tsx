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
export function ContactsPage() {
  usePageTitle('Contacts');
  const { data } = useSWR(keys.summary(), () => organisationApi.summary());
  return (
    <StyledPage>
      <PageHeader
        title="Contacts"
        subtitle={data ? pluralize(data.contacts, 'contact') : undefined}
        actions={<ThemeToggle />}
      />
    </StyledPage>
  );
}
