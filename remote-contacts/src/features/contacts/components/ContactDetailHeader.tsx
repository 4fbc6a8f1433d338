import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName, contactCompany } from '@meridian/shared/format';
import { Avatar, Button, EditIcon, TrashIcon, space } from '@meridian/shared/ui';

export interface ContactDetailHeaderProps {
  contact: Contact;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
`;

const StyledTitle = styled.div`
  flex: 1;
  min-width: min(200px, 100%);
`;

const StyledName = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.xxl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)} ${space(4)};
  margin: ${space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  /* A long email breaks rather than running off a phone's screen. */
  & > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${space(2)};
`;

/** Avatar, name, email, company and phone, with Edit and Delete. */
export function ContactDetailHeader({ contact, onEdit, onDelete, deleting }: ContactDetailHeaderProps) {
  const name = contactDisplayName(contact);
  const facts = [contact.email, contactCompany(contact), contact.phone].filter(Boolean);
  return (
    <StyledHeader>
      <Avatar name={name} size="xl" />
      <StyledTitle>
        <StyledName>{name}</StyledName>
        <StyledFacts>
          {facts.map((fact) => (
            <span key={fact}>{fact}</span>
          ))}
        </StyledFacts>
      </StyledTitle>
      <StyledActions>
        <Button onClick={onEdit}>
          <EditIcon size={14} />
          Edit
        </Button>
        <Button variant="danger" loading={deleting} onClick={onDelete}>
          {deleting ? null : <TrashIcon size={14} />}
          Delete
        </Button>
      </StyledActions>
    </StyledHeader>
  );
}
