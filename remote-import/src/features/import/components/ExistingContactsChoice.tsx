import { useId } from 'react';
import styled from 'styled-components';
import type { ImportExisting } from '@meridian/shared/model';
import { space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface ExistingContactsChoiceProps {
  value: ImportExisting;
  onChange: (value: ImportExisting) => void;
}

const StyledFieldset = styled.fieldset`
  flex: 1 1 320px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space(2)};
    padding: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledOption = styled.div`
  & + & {
    margin-top: ${space(2)};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.font.size.md};
    cursor: pointer;
  }
  input {
    flex: none;
    width: 16px;
    height: 16px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: inherit;
  }
`;

/** Under its option's text (past the radio and the gap). */
const StyledHint = styled.p`
  margin: 0 0 0 ${space(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What a row whose email belongs to an existing contact does: skipped (default) or applied to it. */
export function ExistingContactsChoice({ value, onChange }: ExistingContactsChoiceProps) {
  const t = useT();
  const name = useId();
  const hintId = useId(); // the one option with a hint
  const options: readonly { value: ImportExisting; label: string; hint?: string }[] = [
    { value: 'skip', label: t('import.existing.skip') },
    { value: 'update', label: t('import.existing.update'), hint: t('import.existing.updateHint') },
  ];
  return (
    <StyledFieldset>
      <legend>{t('import.existing.legend')}</legend>
      {options.map((option) => (
        <StyledOption key={option.value}>
          <label>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              aria-describedby={option.hint ? hintId : undefined}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
          {option.hint ? <StyledHint id={hintId}>{option.hint}</StyledHint> : null}
        </StyledOption>
      ))}
    </StyledFieldset>
  );
}
