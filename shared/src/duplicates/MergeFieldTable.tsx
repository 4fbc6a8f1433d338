import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { Badge, space, StyledDataTable, StyledVisuallyHidden } from '@meridian/shared/ui';
import { hasValue, type MergeableRecord, type MergeField } from './mergeChoices';
import type { MergeState } from './useMergeState';

export interface MergeFieldChoicesProps<R extends MergeableRecord> {
  fields: readonly MergeField<R>[];
  state: MergeState<R>;
  /** Each record's name in the radios' names (recordLabels). */
  labels: Map<string, string>;
  nameOf: (record: R) => string;
  /** A line under a record's name (its email, its website). */
  detailOf: (record: R) => string | null;
  /** The tags every record's tags make together (contacts), shown as one row. */
  tags?: string;
  /** Prefix of the radio groups' names, unique to the dialog. */
  name: string;
}

/** Wide enough for a few records; more scroll sideways inside the dialog. */
const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledTable = styled(StyledDataTable)`
  th,
  td {
    vertical-align: top;
  }
  tbody th {
    width: 1%;
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  thead th {
    min-width: 160px;
  }
  thead th:first-child {
    min-width: 0;
  }
`;

const StyledColumnName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledColumnDetail = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  overflow-wrap: anywhere;
`;

const StyledChoice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  cursor: pointer;
  input {
    flex: 0 0 auto;
    width: 16px;
    height: 16px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  span {
    overflow-wrap: anywhere;
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Wide screens: a row per field, a column per record taking part, a radio in each cell that has a
 * value (one group per field, so the arrow keys move along a row). Tags are one row: united.
 */
export function MergeFieldTable<R extends MergeableRecord>({ fields, state, labels, nameOf, detailOf, tags, name }: MergeFieldChoicesProps<R>) {
  const t = useCommonT();
  const records = state.included;
  return (
    <StyledScroll>
      <StyledTable>
        <thead>
          <tr>
            <th scope="col">{t('common.duplicates.field')}</th>
            {records.map((record) => (
              <th key={record.id} scope="col">
                <StyledColumnName>
                  {nameOf(record)}
                  {record.id === state.primaryId ? <Badge tone="info">{t('common.duplicates.primary')}</Badge> : null}
                </StyledColumnName>
                <StyledColumnDetail>{detailOf(record)}</StyledColumnDetail>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.key} data-field={field.key}>
              <th scope="row">{field.label}</th>
              {records.map((record) => {
                const value = field.show(record);
                if (!hasValue(value)) {
                  return (
                    <td key={record.id}>
                      <StyledNone aria-hidden="true">—</StyledNone>
                      <StyledVisuallyHidden>{t('common.duplicates.noValue')}</StyledVisuallyHidden>
                    </td>
                  );
                }
                return (
                  <td key={record.id}>
                    <StyledChoice title={value}>
                      <input
                        type="radio"
                        name={`${name}-${field.key}`}
                        aria-label={t('common.duplicates.useValue', { value, record: labels.get(record.id) ?? '' })}
                        checked={state.winners[field.key] === record.id}
                        onChange={() => state.pick(field.key, record.id)}
                      />
                      <span>{value}</span>
                    </StyledChoice>
                  </td>
                );
              })}
            </tr>
          ))}
          {tags ? (
            <tr data-field="tags">
              <th scope="row">{t('common.duplicates.tags')}</th>
              <td colSpan={records.length}>
                {tags || <StyledNone>—</StyledNone>} <StyledMuted>{t('common.duplicates.tagsUnited')}</StyledMuted>
              </td>
            </tr>
          ) : null}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
