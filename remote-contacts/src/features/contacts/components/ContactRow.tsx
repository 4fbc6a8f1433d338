import { memo } from 'react';
import styled from 'styled-components';
import { contactDisplayName, formatDate, contactCompany } from '@meridian/shared/format';
import { Avatar, Checkbox, PHONE_MEDIA, space, useSelectableCard } from '@meridian/shared/ui';
import type { ContactPressOptions } from './ContactCard';
import { LIST_ROW_HEIGHT } from '../utils/contactLayout';
import { useT } from '../../../i18n';
import { PipelineStageSlot } from './PipelineStageSlot';

export interface ContactRowProps extends ContactPressOptions {
  selected: boolean;
  /** 1-based place among the loaded contacts, and how many are loaded (only some are in the DOM). */
  position: number;
  count: number;
  /** The list's roving focus: -1 for all but the list's one Tab stop. */
  tabIndex?: 0 | -1;
  'data-roving-index'?: number;
}

const StyledRow = styled.div<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr) auto;
  align-items: center;
  gap: ${space(3)};
  height: ${LIST_ROW_HEIGHT}px;
  padding: 0 ${space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.surfaceHover : theme.colors.surface)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `inset 3px 0 0 ${theme.colors.primary}` : 'none')};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  user-select: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  /* Drawn inside the row: the list's scrolling box clipped a ring drawn outside. */
  &:focus-visible {
    outline-offset: -2px;
  }

  /* A phone: name over email beside the avatar, the stage on the right; company, phone and date
     give way (the quick view has them). Six columns on one line left the text 3-14 px wide. */
  ${PHONE_MEDIA} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-rows: auto auto;
    grid-template-areas: 'lead name stage' 'lead email stage';
    row-gap: 0;
    align-content: center;
    padding: 0 ${space(3)};

    & > [data-cell='lead'] {
      grid-area: lead;
    }
    & > [data-cell='name'] {
      grid-area: name;
    }
    & > [data-cell='email'] {
      grid-area: email;
    }
    & > [data-cell='company'],
    & > [data-cell='phone'],
    & [data-cell='added'] {
      display: none;
    }
    & > [data-cell='end'] {
      grid-area: stage;
    }
  }
`;

const StyledLead = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
`;

const StyledCell = styled.span<{ $muted?: boolean }>`
  overflow: hidden;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledName = styled(StyledCell)`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A list-view row: the card's facts on one line. */
export const ContactRow = memo(function ContactRow({ selected, position, count, tabIndex = 0, 'data-roving-index': rovingIndex, ...press }: ContactRowProps) {
  const { contact, selectMode } = press;
  const t = useT();
  const handlers = useSelectableCard(contact, press);
  const name = contactDisplayName(contact);
  return (
    <StyledRow
      role="listitem"
      aria-label={name}
      aria-posinset={position}
      aria-setsize={count}
      $selected={selected}
      data-selected={selected}
      {...handlers}
      tabIndex={tabIndex}
      data-roving-index={rovingIndex}
    >
      <StyledLead data-cell="lead">
        {selectMode ? <Checkbox aria-label={t('contacts.card.select', { name })} checked={selected} onChange={() => undefined} tabIndex={-1} /> : null}
        <Avatar name={name} />
      </StyledLead>
      <StyledName data-cell="name" title={name}>
        {name}
      </StyledName>
      <StyledCell data-cell="email" $muted title={contact.email ?? undefined}>
        {contact.email}
      </StyledCell>
      <StyledCell data-cell="company" $muted title={contactCompany(contact) || undefined}>
        {contactCompany(contact)}
      </StyledCell>
      <StyledCell data-cell="phone" $muted title={contact.phone ?? undefined}>
        {contact.phone}
      </StyledCell>
      <StyledLead data-cell="end">
        <StyledCell data-cell="added" $muted>
          {t('contacts.card.added', { date: formatDate(contact.created_at) })}
        </StyledCell>
        <PipelineStageSlot contact={contact} />
      </StyledLead>
    </StyledRow>
  );
});
