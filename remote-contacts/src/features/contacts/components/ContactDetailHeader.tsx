import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName, contactCompany } from '@meridian/shared/format';
import { Avatar, DetailHeader, space } from '@meridian/shared/ui';

export interface ContactDetailHeaderProps {
  contact: Contact;
  /** May change the contact (role and record access): Edit and Delete. */
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};

  /* A long email breaks rather than running off a phone's screen. */
  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Avatar, name, email, company and phone, with Edit and Delete for who may change the contact. */
export function ContactDetailHeader({ contact, editable, onEdit, onDelete, deleting }: ContactDetailHeaderProps) {
  const name = contactDisplayName(contact);
  const facts = [contact.email, contactCompany(contact), contact.phone].filter(Boolean);
  return (
    <DetailHeader
      media={<Avatar name={name} size="xl" />}
      title={name}
      onEdit={editable ? onEdit : undefined}
      onDelete={editable ? onDelete : undefined}
      deleting={deleting}
    >
      <StyledFacts>
        {facts.map((fact) => (
          <span key={fact}>{fact}</span>
        ))}
      </StyledFacts>
    </DetailHeader>
  );
}
