import styled from 'styled-components';
import { MERGE_MAX } from '@meridian/contract';
import { formatDate } from '@meridian/shared/format';
import { useCommonT } from '@meridian/shared/i18n';
import { Checkbox, space, StyledDataTable } from '@meridian/shared/ui';
import type { MergeableRecord } from './mergeChoices';
import type { MergeState } from './useMergeState';

export interface MergeRecordTableProps<R extends MergeableRecord> {
  records: readonly R[];
  state: MergeState<R>;
  /** Each record's name in the controls' names (recordLabels). */
  labels: Map<string, string>;
  nameOf: (record: R) => string;
  /** A line under a record's name (its email, its website). */
  detailOf: (record: R) => string | null;
  /** The radio group's name, unique to the dialog. */
  name: string;
}

const StyledTable = styled(StyledDataTable)<{ $controls: number }>`
  th:nth-child(-n + ${({ $controls }) => $controls}),
  td:nth-child(-n + ${({ $controls }) => $controls}) {
    width: 1%;
    text-align: center;
    white-space: nowrap;
  }
  input[type='radio'] {
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledRecordName = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const StyledRecordDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledNote = styled.p`
  margin: ${space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The group's records: which take part in the merge (a box each, when there are more than two) and which one stays (one radio). */
export function MergeRecordTable<R extends MergeableRecord>({ records, state, labels, nameOf, detailOf, name }: MergeRecordTableProps<R>) {
  const t = useCommonT();
  // Two records both take part: nothing to leave out.
  const choosing = records.length > 2;
  return (
    <>
      <StyledTable $controls={choosing ? 2 : 1}>
        <thead>
          <tr>
            {choosing ? <th scope="col">{t('common.duplicates.include')}</th> : null}
            <th scope="col">{t('common.duplicates.primary')}</th>
            <th scope="col">{t('common.duplicates.record')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const label = labels.get(record.id) ?? record.id;
            const included = state.isIncluded(record.id);
            const detail = detailOf(record);
            return (
              <tr key={record.id} data-record-id={record.id}>
                {choosing ? (
                  <td>
                    <Checkbox
                      aria-label={t('common.duplicates.includeRecord', { record: label })}
                      checked={included}
                      disabled={!state.canToggle(record.id)}
                      onChange={() => state.toggle(record.id)}
                    />
                  </td>
                ) : null}
                <td>
                  <input
                    type="radio"
                    name={name}
                    aria-label={t('common.duplicates.keepAsPrimary', { record: label })}
                    checked={state.primaryId === record.id}
                    disabled={!included}
                    onChange={() => state.setPrimary(record.id)}
                  />
                </td>
                <td>
                  <StyledRecordName>{nameOf(record)}</StyledRecordName>
                  <StyledRecordDetail>
                    {[detail, t('common.duplicates.added', { date: formatDate(record.created_at) })].filter(Boolean).join(' · ')}
                  </StyledRecordDetail>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
      {records.length > MERGE_MAX ? <StyledNote>{t('common.duplicates.tooMany', { max: MERGE_MAX })}</StyledNote> : null}
    </>
  );
}
