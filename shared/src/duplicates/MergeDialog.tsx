import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { useCommonT } from '@meridian/shared/i18n';
import { Button, Dialog, FormError, InfoIcon, PHONE_MEDIA, PHONE_QUERY, space, useMediaQuery } from '@meridian/shared/ui';
import { MergeFieldStack } from './MergeFieldStack';
import { MergeFieldTable } from './MergeFieldTable';
import { MergeRecordTable } from './MergeRecordTable';
import { uniteTags } from '@meridian/contract';
import type { MergeableRecord, MergeField } from './mergeChoices';
import { recordLabels } from './recordLabels';
import { useMergeState } from './useMergeState';

export type DuplicateKind = 'contacts' | 'companies';

/** What the dialog hands its caller to send: the primary, the others and each field's chosen record. */
export interface MergeRequest {
  primary_id: string;
  ids: string[];
  values?: Record<string, string>;
}

export interface MergeDialogProps<R extends MergeableRecord> {
  kind: DuplicateKind;
  /** The group's records, oldest first. */
  records: readonly R[];
  fields: readonly MergeField<R>[];
  nameOf: (record: R) => string;
  /** A line under a record's name (its email, its website). */
  detailOf: (record: R) => string | null;
  /** A record's comma-separated tags, for records that have them: united whatever is chosen. */
  tagsOf?: (record: R) => string | null;
  /** Sends the merge; a refusal (thrown) is shown and the dialog keeps its choices. */
  onMerge: (request: MergeRequest) => Promise<unknown>;
  onClose: () => void;
}

const StyledHeader = styled.header`
  padding: ${space(5)} ${space(6)} ${space(3)};
  ${PHONE_MEDIA} {
    padding: ${space(4)} ${space(4)} ${space(2)};
  }
`;

const StyledTitle = styled.h2`
  margin: 0 0 ${space(1)};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The choices scroll between the fixed title and the fixed buttons. */
const StyledBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 0 ${space(6)} ${space(4)};
  ${PHONE_MEDIA} {
    padding: 0 ${space(4)} ${space(3)};
  }
`;

const StyledSectionTitle = styled.h3`
  margin: ${space(4)} 0 ${space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledSummary = styled.p`
  display: flex;
  gap: ${space(2)};
  margin: ${space(4)} 0 0;
  padding: ${space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoBg};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: 0 0 auto;
    margin-top: 1px;
    color: ${({ theme }) => theme.colors.info};
  }
`;

const StyledFooter = styled.footer`
  padding: ${space(3)} ${space(6)} ${space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${PHONE_MEDIA} {
    padding: ${space(3)} ${space(4)} ${space(4)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space(2)};
`;

/**
 * Merge of one duplicate group (docs/PRODUCT.md §2 "Duplicates"): which records take part, which
 * one stays, and per field the value it keeps (the primary's, filled from the others where it has
 * none, unless picked); tags are united. On a phone the fields are a list of radios each, not a
 * table. A failed merge keeps the dialog open with every choice and the refusal shown.
 */
export function MergeDialog<R extends MergeableRecord>({ kind, records, fields, nameOf, detailOf, tagsOf, onMerge, onClose }: MergeDialogProps<R>) {
  const t = useCommonT();
  const titleId = useId();
  const introId = useId();
  const name = useId();
  const primaryName = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const state = useMergeState(records, fields);
  const labels = useMemo(() => recordLabels(records, nameOf, detailOf), [records, nameOf, detailOf]);
  const tags = tagsOf ? (uniteTags(state.included.map(tagsOf)) ?? '') : undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = state.included.length;

  const merge = async () => {
    setBusy(true);
    setError(null);
    try {
      await onMerge(state.body());
    } catch (err) {
      setError(errorText(err, t('common.duplicates.mergeFailed', { kind })));
      setBusy(false);
    }
  };

  const Choices = phone ? MergeFieldStack : MergeFieldTable;
  return (
    <Dialog labelledBy={titleId} describedBy={introId} width={880} onClose={busy ? () => undefined : onClose}>
      <StyledHeader>
        <StyledTitle id={titleId}>{t('common.duplicates.mergeTitle', { kind })}</StyledTitle>
        <StyledIntro id={introId}>{t('common.duplicates.mergeIntro')}</StyledIntro>
      </StyledHeader>
      <StyledBody>
        <StyledSectionTitle>{t('common.duplicates.records')}</StyledSectionTitle>
        <MergeRecordTable records={records} state={state} labels={labels} nameOf={nameOf} detailOf={detailOf} name={primaryName} />
        <StyledSectionTitle>{t('common.duplicates.values')}</StyledSectionTitle>
        <Choices fields={fields} state={state} labels={labels} nameOf={nameOf} detailOf={detailOf} tags={tags} name={name} />
        <StyledSummary>
          <InfoIcon size={16} aria-hidden="true" />
          <span>{t('common.duplicates.moves', { kind })}</span>
        </StyledSummary>
      </StyledBody>
      <StyledFooter>
        <FormError>{error}</FormError>
        <StyledActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" loading={busy} disabled={count < 2} onClick={() => void merge()}>
            {busy ? t('common.duplicates.merging') : t('common.duplicates.confirm', { kind, count })}
          </Button>
        </StyledActions>
      </StyledFooter>
    </Dialog>
  );
}
