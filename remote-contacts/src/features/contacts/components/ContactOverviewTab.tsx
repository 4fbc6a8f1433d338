import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { usePermissions } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import type { ActivityRecord } from '@meridian/shared/federation';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName, formatDate, contactCompany, displayValue } from '@meridian/shared/format';
import { space } from '@meridian/shared/ui';
import { StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { useT } from '../../../i18n';
import { ContactDealSection } from './ContactDealSection';
import { RecentActivity } from './RecentActivity';
import { RecordActivitiesSection } from './RecordActivitiesSection';

export interface ContactOverviewTabProps {
  contact: Contact;
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(280px, 1fr));
  gap: ${space(8)};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space(3)} ${space(6)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Activities first (the next planned one without scrolling), contact information ('-' for empty
 * values) with its owner, the deal when in a pipeline, and Recent Activity.
 */
export function ContactOverviewTab({ contact }: ContactOverviewTabProps) {
  const t = useT();
  const { nameOf } = useMembers();
  const editable = usePermissions().canEdit(contact.owner_id ?? null);
  const record = useMemo<ActivityRecord>(() => ({ kind: 'contact', contactId: contact.id }), [contact.id]);
  const facts: [string, string][] = [
    [t('contacts.fact.name'), contactDisplayName(contact)],
    [t('contacts.fact.email'), displayValue(contact.email)],
    [t('contacts.fact.phone'), displayValue(contact.phone)],
    [t('contacts.fact.company'), displayValue(contactCompany(contact))],
    [t('contacts.fact.tags'), displayValue(contact.tags)],
    [t('contacts.fact.created'), contact.created_at ? formatDate(contact.created_at) : '-'],
    // After the product's fields; '-' also for an owner no longer among the members.
    [t('contacts.fact.owner'), displayValue(nameOf(contact.owner_id))],
  ];
  return (
    <StyledGrid>
      <RecordActivitiesSection record={record} readOnly={!editable} />
      <section aria-label={t('contacts.overview.info')}>
        <StyledSectionTitle>{t('contacts.overview.info')}</StyledSectionTitle>
        <StyledFacts>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </StyledFacts>
      </section>
      {/* Only for a contact in a pipeline: the card's 'Pipeline' button is how one gets there. */}
      {contact.stage_id ? <ContactDealSection contactId={contact.id} readOnly={!editable} /> : null}
      <RecentActivity contactId={contact.id} />
    </StyledGrid>
  );
}
