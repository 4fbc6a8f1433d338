import styled from 'styled-components';
import { Badge, CloseIcon, IconButton, PHONE_MEDIA, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { CompanyFilter } from '../hooks/useContactsQuery';

export interface CompanyFilterBadgeProps {
  filter: CompanyFilter | null;
  onClear: () => void;
}

/** Room the badge may take beside search and sort. */
export const FILTER_SLOT_WIDTH = 240;

/**
 * Always there, as wide as the badge may be, so the toolbar keeps its layout when the badge shows
 * or is cleared. On a phone the toolbar wraps anyway: an empty slot takes no room.
 */
const StyledSlot = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  width: ${FILTER_SLOT_WIDTH}px;
  max-width: 100%;
  min-width: 0;

  ${PHONE_MEDIA} {
    width: auto;
    &:empty {
      display: none;
    }
  }
`;

const StyledName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** 'Filtered by {company}' with a clear button, when the list is limited to one company. */
export function CompanyFilterBadge({ filter, onClear }: CompanyFilterBadgeProps) {
  const t = useT();
  const text = filter ? t('contacts.companyFilter.badge', { name: filter.name }) : '';
  const clear = t('contacts.companyFilter.clear');
  return (
    <StyledSlot data-testid="company-filter-slot" aria-live="polite">
      {filter ? (
        <>
          <Badge tone="info" title={text}>
            <StyledName>{text}</StyledName>
          </Badge>
          <IconButton size="sm" aria-label={clear} title={clear} onClick={onClear}>
            <CloseIcon size={14} />
          </IconButton>
        </>
      ) : null}
    </StyledSlot>
  );
}
