import type { SyntheticEvent } from 'react';
import type { Company } from '@meridian/shared/model';
import { Badge, Button, StyledCardName, StyledCardTitle, Checkbox, useSelectableCard, type RovingItemProps } from '@meridian/shared/ui';
import {
  StyledCard,
  StyledCardActions,
  StyledCardCheck,
  StyledCardDescription,
  StyledCardDetails,
  StyledCardLine,
  StyledCardMuted,
  StyledCardTop,
} from './CompanyCard.styles';
import { useT } from '../../../i18n';
import { industryLabel } from '../utils/industryLabel';
import { sizeName } from '../utils/sizeLabel';
import { CompanyLogo } from './CompanyLogo';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyCardProps {
  company: Company;
  /** Multi-select mode: a click or Space toggles the card instead of opening it. */
  selectMode: boolean;
  selected: boolean;
  onOpen: (company: Company) => void;
  onToggle: (id: string) => void;
  onLongPress: (id: string) => void;
  /** Absent when the user may not change this company: no Edit. */
  onEdit?: (company: Company) => void;
  onViewContacts: (company: Company) => void;
  /** The grid's roving focus: only one card (and its buttons) is a Tab stop, the arrow keys reach the others. */
  roving: RovingItemProps;
  /** The id of the list's keyboard hint. */
  hintId?: string;
}

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function CompanyCard({ company, selectMode, selected, onOpen, onToggle, onLongPress, onEdit, onViewContacts, roving, hintId }: CompanyCardProps) {
  const t = useT();
  const handlers = useSelectableCard(company, { selectMode, onOpen, onToggle, onLongPress });

  return (
    <StyledCard role="article" aria-label={company.name} aria-describedby={hintId} interactive selected={selected} {...handlers} {...roving}>
      <StyledCardTop>
        {selectMode ? (
          <StyledCardCheck>
            <Checkbox aria-label={t('companies.selectNamed', { name: company.name })} checked={selected} onChange={() => undefined} tabIndex={-1} />
          </StyledCardCheck>
        ) : null}
        <CompanyLogo company={company} />
        <StyledCardTitle>
          <StyledCardName title={company.name}>{company.name}</StyledCardName>
          {company.industry ? <StyledCardMuted>{industryLabel(company.industry)}</StyledCardMuted> : null}
        </StyledCardTitle>
        {company.size ? <Badge tone="info">{sizeName(company.size)}</Badge> : null}
      </StyledCardTop>
      {company.description ? <StyledCardDescription>{company.description}</StyledCardDescription> : null}
      <StyledCardDetails>
        <WebsiteLink website={company.website} truncated />
        {company.phone ? <StyledCardLine title={company.phone}>{company.phone}</StyledCardLine> : null}
        {company.email ? <StyledCardLine title={company.email}>{company.email}</StyledCardLine> : null}
      </StyledCardDetails>
      {/* The buttons are not part of the card's press: no long press, no open, no toggle. */}
      <StyledCardActions onPointerDown={stop} onClick={stop} onKeyDown={stop}>
        <Button size="sm" onClick={() => onViewContacts(company)}>
          {t('companies.card.viewContacts', { count: company.contact_count ?? 0 })}
        </Button>
        {onEdit ? (
          <Button size="sm" variant="ghost" onClick={() => onEdit(company)}>
            {t('companies.edit')}
          </Button>
        ) : null}
      </StyledCardActions>
    </StyledCard>
  );
}
