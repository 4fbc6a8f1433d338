import { memo } from 'react';
import { contactDisplayName, formatDate, contactCompany } from '@meridian/shared/format';
import type { Contact } from '@meridian/shared/model';
import { Avatar, BuildingIcon, StyledCardName, StyledCardTitle, Checkbox, useSelectableCard, type SelectableCardOptions } from '@meridian/shared/ui';
import { StyledCardDetails, StyledCardFooter, StyledCardLine, StyledCardText, StyledCardTop, StyledContactCard } from './ContactCard.styles';
import { useT } from '../../../i18n';
import { PipelineStageSlot } from './PipelineStageSlot';

/** What a card or row needs to open, select and long-press its contact. */
export interface ContactPressOptions extends SelectableCardOptions<Contact> {
  contact: Contact;
}

export interface ContactCardProps extends ContactPressOptions {
  selected: boolean;
  /** 1-based place among the loaded contacts, and how many are loaded (only some are in the DOM). */
  position: number;
  count: number;
  /** The list's roving focus: -1 for all but the list's one Tab stop. */
  tabIndex?: 0 | -1;
  'data-roving-index'?: number;
}

/** A grid card (docs/PRODUCT.md §2): avatar initial, name, email, company, phone, 'Added {date}'. */
export const ContactCard = memo(function ContactCard({
  selected,
  position,
  count,
  tabIndex = 0,
  'data-roving-index': rovingIndex,
  ...press
}: ContactCardProps) {
  const { contact, selectMode } = press;
  const t = useT();
  const handlers = useSelectableCard(contact, press);
  const name = contactDisplayName(contact);
  const company = contactCompany(contact);

  return (
    <StyledContactCard
      role="listitem"
      aria-label={name}
      aria-posinset={position}
      aria-setsize={count}
      interactive
      selected={selected}
      data-selected={selected}
      {...handlers}
      tabIndex={tabIndex}
      data-roving-index={rovingIndex}
    >
      <StyledCardTop>
        {selectMode ? <Checkbox aria-label={t('contacts.card.select', { name })} checked={selected} onChange={() => undefined} tabIndex={-1} /> : null}
        <Avatar name={name} size="lg" />
        <StyledCardTitle>
          <StyledCardName title={name}>{name}</StyledCardName>
          {contact.email ? (
            <StyledCardLine>
              <StyledCardText title={contact.email}>{contact.email}</StyledCardText>
            </StyledCardLine>
          ) : null}
        </StyledCardTitle>
      </StyledCardTop>
      <StyledCardDetails>
        {company ? (
          <StyledCardLine>
            <BuildingIcon size={14} />
            <StyledCardText title={company}>{company}</StyledCardText>
          </StyledCardLine>
        ) : null}
        {contact.phone ? (
          <StyledCardLine>
            <StyledCardText title={contact.phone}>{contact.phone}</StyledCardText>
          </StyledCardLine>
        ) : null}
      </StyledCardDetails>
      <StyledCardFooter>
        <StyledCardText>{t('contacts.card.added', { date: formatDate(contact.created_at) })}</StyledCardText>
        <PipelineStageSlot contact={contact} />
      </StyledCardFooter>
    </StyledContactCard>
  );
});
