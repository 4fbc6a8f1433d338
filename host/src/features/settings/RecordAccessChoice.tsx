import { useId } from 'react';
import styled from 'styled-components';
import { RECORD_ACCESS, type RecordAccess } from '@meridian/shared/model';
import { useT } from '../../i18n';

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 8px 0;
    cursor: pointer;
  }
  input {
    margin-top: 4px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledReadOnly = styled.div`
  p {
    margin: 0 0 4px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export interface RecordAccessChoiceProps {
  value: RecordAccess;
  /** Absent: shown read-only (the caller is not an admin). */
  onChange?: (value: RecordAccess) => void;
  disabled?: boolean;
}

/** Who sees and edits contacts and companies: three rules, each with its one-line explanation. */
export function RecordAccessChoice({ value, onChange, disabled }: RecordAccessChoiceProps) {
  const t = useT();
  const name = useId();
  if (!onChange) {
    return (
      <StyledReadOnly>
        <p>{t('shell.settings.recordAccess.current', { rule: t(`shell.settings.recordAccess.${value}`) })}</p>
        <small>{t(`shell.settings.recordAccess.${value}.hint`)}</small>
      </StyledReadOnly>
    );
  }
  return (
    <StyledFieldset disabled={disabled}>
      <legend>{t('shell.settings.recordAccess')}</legend>
      {RECORD_ACCESS.map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          <span>
            {t(`shell.settings.recordAccess.${option}`)}
            <small>{t(`shell.settings.recordAccess.${option}.hint`)}</small>
          </span>
        </label>
      ))}
    </StyledFieldset>
  );
}
