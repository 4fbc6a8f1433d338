import styled from 'styled-components';
import { useCommonT } from '@meridian/shared/i18n';
import { space } from '@meridian/shared/ui';
import { hasValue, type MergeableRecord } from './mergeChoices';
import type { MergeFieldChoicesProps } from './MergeFieldTable';

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: ${space(2)} ${space(3)} ${space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;

  legend {
    padding: 0 ${space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** A whole row is the target: at least 44 px tall, as a thumb needs. */
const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 44px;
  cursor: pointer;
  input {
    flex: 0 0 auto;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledValue = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Phones: a box per field holding its values as a list of radios, each saying which record it comes from. */
export function MergeFieldStack<R extends MergeableRecord>({ fields, state, labels, tags, name }: MergeFieldChoicesProps<R>) {
  const t = useCommonT();
  return (
    <StyledList>
      {fields.map((field) => {
        const filled = state.included.filter((record) => hasValue(field.show(record)));
        return (
          <StyledFieldset key={field.key} data-field={field.key}>
            <legend>{field.label}</legend>
            {filled.length === 0 ? <StyledMuted>{t('common.duplicates.noValue')}</StyledMuted> : null}
            {filled.map((record) => {
              const value = field.show(record) ?? '';
              const label = labels.get(record.id) ?? '';
              return (
                <StyledOption key={record.id}>
                  <input
                    type="radio"
                    name={`${name}-${field.key}`}
                    aria-label={t('common.duplicates.useValue', { value, record: label })}
                    checked={state.winners[field.key] === record.id}
                    onChange={() => state.pick(field.key, record.id)}
                  />
                  <StyledValue>
                    <span>{value}</span>
                    <StyledMuted>{t('common.duplicates.fromRecord', { record: label })}</StyledMuted>
                  </StyledValue>
                </StyledOption>
              );
            })}
          </StyledFieldset>
        );
      })}
      {tags ? (
        <StyledFieldset data-field="tags">
          <legend>{t('common.duplicates.tags')}</legend>
          <StyledValue>
            <span>{tags || '—'}</span>
            <StyledMuted>{t('common.duplicates.tagsUnited')}</StyledMuted>
          </StyledValue>
        </StyledFieldset>
      ) : null}
    </StyledList>
  );
}
