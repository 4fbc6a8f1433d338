import { useId, useState } from 'react';
import styled from 'styled-components';
import type { Member } from '@meridian/shared/model';
import { Button, ChevronDownIcon, PHONE_MEDIA, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { OwnerChoice } from '../hooks/useOwnerFilter';
import { ActivityFilterToggle } from './ActivityFilterToggle';
import { ExportDealsButton } from './ExportDealsButton';
import { OwnerFilterSelect } from './OwnerFilterSelect';

export interface BoardHeaderProps {
  name: string;
  totalContacts: number;
  /** Cards whose deal has a value (of the board's filters). */
  dealsWithValue?: number;
  pipelineId: string;
  ownerId: string | null;
  owner: { choice: OwnerChoice; members: readonly Member[]; myId: string | null; choose: (choice: OwnerChoice) => void };
  /** Only the cards whose contact has no activity planned (?activity=none). */
  noActivity: boolean;
  onNoActivityChange: (on: boolean) => void;
}

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-bottom: ${space(3)};
  ${PHONE_MEDIA} {
    flex-wrap: nowrap;
    margin-bottom: ${space(2)};
  }
`;

/** The pipeline's name and its count; on a phone one line, cut with '…' before the tools are. */
const StyledTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${space(3)};
  min-width: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  ${PHONE_MEDIA} {
    overflow: hidden;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.lg};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const StyledTotal = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  ${PHONE_MEDIA} {
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }
`;

const StyledTools = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-left: auto;
`;

/** A phone's filters, opened under the header by the one 'Filters' button. */
const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-bottom: ${space(2)};
  /* The owner filter takes the row; 'No activity planned' keeps its words' width. */
  & > :first-child {
    flex: 1;
  }
`;

/**
 * The board's name, count and tools. A wide screen shows the owner filter and 'No activity
 * planned' beside 'Export deals'; a phone keeps one line and puts the filters behind a 'Filters'
 * button (docs/PRODUCT.md §2.11).
 */
export function BoardHeader({ name, totalContacts, dealsWithValue, pipelineId, ownerId, owner, noActivity, onNoActivityChange }: BoardHeaderProps) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(false);
  const filtersId = useId();
  const filter = (
    <>
      <OwnerFilterSelect choice={owner.choice} members={owner.members} myId={owner.myId} onChoose={owner.choose} />
      <ActivityFilterToggle checked={noActivity} onChange={onNoActivityChange} />
    </>
  );
  const active = (owner.choice === 'everyone' ? 0 : 1) + (noActivity ? 1 : 0);

  return (
    <>
      <StyledHeader>
        <StyledTitle>
          <StyledName>{name}</StyledName>
          <StyledTotal>{t('pipeline.board.totalContacts', { count: totalContacts })}</StyledTotal>
          {dealsWithValue === undefined ? null : <StyledTotal>{t('pipeline.board.dealsWithValue', { count: dealsWithValue })}</StyledTotal>}
        </StyledTitle>
        <StyledTools>
          {phone ? (
            <Button size="sm" aria-expanded={open} aria-controls={filtersId} onClick={() => setOpen((on) => !on)}>
              {t('pipeline.toolbar.filters', { count: active })}
              <ChevronDownIcon size={14} />
            </Button>
          ) : (
            filter
          )}
          <ExportDealsButton pipelineId={pipelineId} ownerId={ownerId} compact={phone} />
        </StyledTools>
      </StyledHeader>
      {phone && open ? <StyledFilters id={filtersId}>{filter}</StyledFilters> : null}
    </>
  );
}
