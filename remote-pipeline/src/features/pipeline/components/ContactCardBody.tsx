import type { ReactNode } from 'react';
import styled from 'styled-components';
import { contactDisplayName, contactCompany } from '@meridian/shared/format';
import type { BoardCard } from '@meridian/shared/model';

export interface ContactCardBodyProps {
  contact: BoardCard;
  /** The name slot (a button on the board); defaults to the plain display name. */
  name?: ReactNode;
}

/**
 * The body's lines are the card grid's own rows: the name beside the grip, the email and company
 * under it, each reaching to the card's edge.
 */
const StyledBody = styled.div`
  display: contents;
`;

const StyledName = styled.div`
  grid-column: 2 / -1;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  /* One line: a name too long for the column ends in '…' (the name button's title has it whole). */
  & > * {
    display: block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const StyledLine = styled.div`
  grid-column: 2 / -1;
  margin-top: -2px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Name (one line), email and company of a card (docs/PRODUCT.md §2 Board). */
export function ContactCardBody({ contact, name }: ContactCardBodyProps) {
  const company = contactCompany(contact);
  return (
    <StyledBody>
      <StyledName>{name ?? <span>{contactDisplayName(contact)}</span>}</StyledName>
      {contact.email ? <StyledLine title={contact.email}>{contact.email}</StyledLine> : null}
      {company ? <StyledLine title={company}>{company}</StyledLine> : null}
    </StyledBody>
  );
}
