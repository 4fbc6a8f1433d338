import { memo } from 'react';
import { contactDisplayName, formatDate } from '@meridian/shared/format';
import { Avatar, BuildingIcon, Checkbox } from '@meridian/shared/ui';
import { useContactPress, type ContactPressOptions } from '../hooks/useContactPress';
import { contactCompany } from '../utils/contactCompany';
import {
  StyledCardDetails, StyledCardFooter, StyledCardLine, StyledCardName, StyledCardTitle, StyledCardTop,
  StyledContactCard,
} from './ContactCard.styles';
import { PipelineStageSlot } from './PipelineStageSlot';

export interface ContactCardProps extends ContactPressOptions {
  selected: boolean;
}

/** A grid card (SPEC §2): avatar initial, name, email, company, phone, 'Added {date}'. */
export const ContactCard = memo(function ContactCard({ selected, ...press }: ContactCardProps) {
  const { contact, selectMode } = press;
  const handlers = useContactPress(press);
  const name = contactDisplayName(contact);
  const company = contactCompany(contact);

  return (
    <StyledContactCard role="article" aria-label={name} interactive selected={selected} data-selected={selected} {...handlers}>
      <StyledCardTop>
        {selectMode ? <Checkbox aria-label={`Select ${name}`} checked={selected} onChange={() => undefined} tabIndex={-1} /> : null}
        <Avatar name={name} size="lg" />
        <StyledCardTitle>
          <StyledCardName title={name}>{name}</StyledCardName>
          {contact.email ? <StyledCardLine title={contact.email}>{contact.email}</StyledCardLine> : null}
        </StyledCardTitle>
      </StyledCardTop>
      <StyledCardDetails>
        {company ? (
          <StyledCardLine title={company}>
            <BuildingIcon size={14} />
            {company}
          </StyledCardLine>
        ) : null}
        {contact.phone ? <StyledCardLine>{contact.phone}</StyledCardLine> : null}
      </StyledCardDetails>
      <StyledCardFooter>
        <span>{`Added ${formatDate(contact.created_at)}`}</span>
        <PipelineStageSlot contact={contact} />
      </StyledCardFooter>
    </StyledContactCard>
  );
});
