import type { Activity } from '@meridian/contract';
import { Link } from '@meridian/shared/routing';
import { useCommonT } from '@meridian/shared/i18n';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** A contact's page (a deal is on its contact's page) and a company's page. */
const contactPath = (id: string) => `/contacts/${encodeURIComponent(id)}`;
const companyPath = (id: string) => `/companies/${encodeURIComponent(id)}`;

/** The records an activity is linked to, as links to their pages (the deal is on its contact's page). */
export function ActivityLinks({ activity, showContact = true, showCompany = true }: { activity: Activity; showContact?: boolean; showCompany?: boolean }) {
  const t = useT();
  const common = useCommonT();
  const links = [];
  if (activity.contact_id && showContact) {
    links.push(
      <StyledLink key={1} to={contactPath(activity.contact_id)}>
        {activity.contact_name ?? common('common.unnamedContact')}
      </StyledLink>,
    );
  }
  if (activity.deal_contact_id) {
    links.push(
      <StyledLink key={2} to={contactPath(activity.deal_contact_id)}>
        {t('activities.row.deal')}
      </StyledLink>,
    );
  }
  if (activity.company_id && showCompany) {
    links.push(
      <StyledLink key={3} to={companyPath(activity.company_id)}>
        {activity.company_name ?? t('activities.row.unnamedCompany')}
      </StyledLink>,
    );
  }
  return links;
}
