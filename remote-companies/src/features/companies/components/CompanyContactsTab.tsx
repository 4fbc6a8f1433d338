import { Link, useNavigate } from '@meridian/shared/routing';
import styled from 'styled-components';
import { contactDisplayName } from '@meridian/shared/format';
import type { Company } from '@meridian/shared/model';
import { Avatar, Button, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useCompanyContacts } from '../hooks/useCompanyContacts';
import { companyContactsPath } from '../utils/companyContactsPath';
import { COMPANY_CONTACTS_PREVIEW } from '../utils/companyConstants';
import { CompanyContactsSkeleton } from './CompaniesSkeleton';
import { truncate } from './truncate';

export interface CompanyContactsTabProps {
  company: Company;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledRow = styled.li`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledWho = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledEmail = styled.div`
  ${truncate}
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledMuted = styled.p`
  margin: ${space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledViewAll = styled(Link)`
  display: inline-block;
  margin-top: ${space(4)};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The company's first 5 contacts, how many more there are, and the way to all of them. */
export function CompanyContactsTab({ company }: CompanyContactsTabProps) {
  const t = useT();
  const navigate = useNavigate();
  const { contacts, totalCount, isLoading } = useCompanyContacts(company.id);
  if (isLoading) return <CompanyContactsSkeleton />;
  const more = totalCount - COMPANY_CONTACTS_PREVIEW;
  // Nothing to view for a company without contacts (a failed fetch still offers the way there).
  const hasContacts = totalCount > 0 || (company.contact_count ?? 0) > 0;

  return (
    <div>
      {contacts.length === 0 ? (
        <StyledMuted>{t('companies.contacts.none')}</StyledMuted>
      ) : (
        <StyledList aria-label={t('companies.contacts.label')}>
          {contacts.map((contact) => {
            const name = contactDisplayName(contact);
            return (
              <StyledRow key={contact.id}>
                <Avatar name={name} />
                <StyledWho>
                  <div>{name}</div>
                  {contact.email ? <StyledEmail title={contact.email}>{contact.email}</StyledEmail> : null}
                </StyledWho>
                <Button
                  size="sm"
                  aria-label={t('companies.contacts.viewNamed', { name })}
                  onClick={() => navigate(`/contacts/${encodeURIComponent(contact.id)}`)}
                >
                  {t('companies.contacts.view')}
                </Button>
              </StyledRow>
            );
          })}
        </StyledList>
      )}
      {more > 0 ? <StyledMuted>{t('companies.contacts.more', { count: more })}</StyledMuted> : null}
      {hasContacts ? <StyledViewAll to={companyContactsPath(company)}>{t('companies.contacts.viewAll')}</StyledViewAll> : null}
    </div>
  );
}
