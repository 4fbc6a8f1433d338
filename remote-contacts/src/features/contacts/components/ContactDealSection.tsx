import { useCallback, useMemo } from 'react';
import styled from 'styled-components';
import { keys, keysOf } from '@meridian/shared/api';
import { matchesKey, useRevalidate } from '@meridian/shared/data';
import { FederatedComponent, type DealEditorProps } from '@meridian/shared/federation';
import { Button, LoadingState, space } from '@meridian/shared/ui';
import { StyledSectionEmpty, StyledSectionTitle } from '../../common/components/StyledSectionTitle';
import { DEAL_EDITOR_MODULE } from '../utils/contactConstants';

export interface ContactDealSectionProps {
  contactId: string;
}

const StyledUnavailable = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
`;

const DEAL_UNAVAILABLE = 'The deal cannot be shown right now.';

/**
 * The contact's deal, edited by the pipeline remote's `pipeline/DealEditor`. The editor
 * records each change in the contact's history, so a save refetches it (Activity, Recent
 * Activity) and marks the board stale (its cards and totals show the deal). When the pipeline
 * remote is down, a line with Retry instead of the page-sized 'This section is unavailable'.
 */
export function ContactDealSection({ contactId }: ContactDealSectionProps) {
  const revalidate = useRevalidate();
  const onSaved = useCallback(() => {
    const history = matchesKey(keys.history(contactId));
    const board = keysOf('board');
    void revalidate((key) => history(key) || board(key));
  }, [contactId, revalidate]);
  const props = useMemo<DealEditorProps>(() => ({ contactId, onSaved }), [contactId, onSaved]);
  return (
    <section aria-label="Deal">
      <StyledSectionTitle>Deal</StyledSectionTitle>
      <FederatedComponent<DealEditorProps>
        id={DEAL_EDITOR_MODULE}
        props={props}
        loading={<LoadingState label="Loading deal..." />}
        unavailable={(_error, retry) => (
          <StyledUnavailable>
            <StyledSectionEmpty>{DEAL_UNAVAILABLE}</StyledSectionEmpty>
            <Button size="sm" onClick={retry}>
              Retry
            </Button>
          </StyledUnavailable>
        )}
      />
    </section>
  );
}
