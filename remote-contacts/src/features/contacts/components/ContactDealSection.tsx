import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { keys, keysOf } from '@meridian/shared/api';
import { matchesKey, useRevalidate } from '@meridian/shared/data';
import { FederatedComponent, type DealEditorProps } from '@meridian/shared/federation';
import { Button, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { SectionSkeleton } from '../../common/components/SectionSkeleton';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { DEAL_EDITOR_MODULE } from '../utils/contactConstants';

export interface ContactDealSectionProps {
  contactId: string;
  /** The user may not change the contact (role or record access): the deal is shown without a form. */
  readOnly?: boolean;
}

const StyledUnavailable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

/**
 * The contact's deal, edited by the pipeline remote's `pipeline/DealEditor`. The editor
 * records each change in the contact's history and the audit trail, so a save refetches them
 * (Recent Activity, the Activity tab's timeline, the company's) and marks the board stale (its
 * cards and totals show the deal). When the pipeline remote is down, a line with Retry instead of the page-sized 'This section is unavailable'.
 */
export function ContactDealSection({ contactId, readOnly = false }: ContactDealSectionProps) {
  const t = useT();
  const revalidate = useRevalidate();
  const onSaved = useCallback(() => {
    const history = matchesKey(keys.history(contactId));
    const timeline = matchesKey(keys.contactTimeline(contactId));
    const others = keysOf('board', 'companyTimeline');
    void revalidate((key) => history(key) || timeline(key) || others(key));
  }, [contactId, revalidate]);
  const props = useMemo<DealEditorProps>(() => ({ contactId, onSaved, readOnly }), [contactId, onSaved, readOnly]);
  return (
    <section aria-label={t('contacts.deal.title')}>
      <StyledSectionTitle>{t('contacts.deal.title')}</StyledSectionTitle>
      <FederatedComponent<DealEditorProps>
        id={DEAL_EDITOR_MODULE}
        props={props}
        loading={<SectionSkeleton />}
        unavailable={(_error, retry) => (
          <StyledUnavailable>
            <StyledSectionEmpty>{t('contacts.deal.unavailable')}</StyledSectionEmpty>
            <Button size="sm" onClick={retry}>
              {t('contacts.deal.retry')}
            </Button>
          </StyledUnavailable>
        )}
      />
    </section>
  );
}
