import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Stage } from '@meridian/shared/model';
import { Input, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';

export interface StageProbabilityInputProps {
  stage: Stage;
  /** Saves; answers the refusal's words, or null. */
  onSave: (probability: number) => Promise<string | null>;
}

const StyledWrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledInput = styled(Input)`
  width: 72px;
`;

const StyledError = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** A stage's win probability (0–100 %), saved on Enter or leaving the box when it changed. */
export function StageProbabilityInput({ stage, onSave }: StageProbabilityInputProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(String(stage.probability ?? 0));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDraft(String(stage.probability ?? 0)), [stage.probability]);

  const commit = async () => {
    const text = draft.trim();
    const value = Number(text);
    if (!/^\d{1,3}$/.test(text) || value > 100) {
      setError(t('pipeline.stages.probability.invalid'));
      return;
    }
    setError(null);
    if (value === stage.probability) return;
    setError(await onSave(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && draft !== String(stage.probability)) {
      // Escape undoes the typing first; a second Escape closes the dialog.
      event.stopPropagation();
      setDraft(String(stage.probability ?? 0));
      setError(null);
    }
  };

  return (
    <StyledWrap>
      <label htmlFor={id}>{t('pipeline.stages.probability.label')}</label>
      <StyledInput
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        aria-label={t('pipeline.stages.probability.of', { name: stage.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void commit()}
      />
      <span aria-hidden>%</span>
      {error ? (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledWrap>
  );
}
