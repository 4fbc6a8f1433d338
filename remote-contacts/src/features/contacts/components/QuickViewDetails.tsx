import { Fragment } from 'react';
import styled from 'styled-components';
import { useMembers } from '@meridian/shared/data';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName, formatDate, contactCompany } from '@meridian/shared/format';
import { Avatar, space, StageBadge } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface QuickViewDetailsProps {
  contact: Contact;
}

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(4)};
  margin-bottom: ${space(4)};
`;

const StyledHeading = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space(1)};
  min-width: 0;
`;

const StyledName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(2)} ${space(4)};
  margin: 0 0 ${space(6)};
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Avatar, name, email, phone, company, added date and owner ('-' for none or a member no longer listed). */
export function QuickViewDetails({ contact }: QuickViewDetailsProps) {
  const t = useT();
  const { nameOf } = useMembers();
  const name = contactDisplayName(contact);
  const facts: [string, string][] = [
    [t('contacts.fact.email'), contact.email || '-'],
    [t('contacts.fact.phone'), contact.phone || '-'],
    [t('contacts.fact.company'), contactCompany(contact) || '-'],
    [t('contacts.fact.added'), formatDate(contact.created_at)],
    [t('contacts.fact.owner'), nameOf(contact.owner_id) ?? '-'],
  ];
  return (
    <>
      <StyledTop>
        <Avatar name={name} size="xl" />
        <StyledHeading>
          <StyledName>{name}</StyledName>
          {contact.stage_name ? <StageBadge name={contact.stage_name} color={contact.stage_color} /> : null}
        </StyledHeading>
      </StyledTop>
      <StyledFacts>
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </StyledFacts>
    </>
  );
}
