import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { formatDay } from '@meridian/shared/format';
import type { ExchangeRate } from '@meridian/shared/model';
import { Badge, Button, Input } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { rateProblem } from './rateProblem';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 4px;
`;

const StyledEdit = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  input {
    width: 9em;
  }
`;

const StyledProblem = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.dangerFg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ExchangeRateRowProps {
  rate: ExchangeRate;
  /** The default currency: what the rate is in. */
  currency: string;
  /** Admins change rates; others only read them. */
  onSave?: (rate: string) => Promise<void>;
  onRemove?: () => Promise<void>;
}

/** One rate of the table: '1 EUR = 1.0842 USD' from a date; an admin edits the rate in place or removes it. */
export function ExchangeRateRow({ rate, currency, onSave, onRemove }: ExchangeRateRowProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  // Edit moves the focus into the rate it opened (the Edit button is gone).
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  const what = t('shell.settings.rates.rowName', { currency: rate.currency, date: formatDay(rate.valid_from) });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || !onSave) return;
    const wrong = rateProblem(draft);
    setProblem(wrong);
    if (wrong) return;
    setBusy(true);
    try {
      await onSave(draft.trim());
      setDraft(null);
    } catch (reason) {
      setProblem(errorText(reason, translate('shell.settings.rates.notSaved')));
    } finally {
      setBusy(false);
    }
  };

  const problemId = `rate-problem-${rate.currency}-${rate.valid_from}`;
  return (
    <tr>
      <th scope="row">{rate.currency}</th>
      <td>
        {draft === null ? (
          <span>{t('shell.settings.rates.equation', { currency: rate.currency, rate: rate.rate, default: currency })}</span>
        ) : (
          <StyledEdit noValidate onSubmit={(event) => void save(event)} aria-label={t('shell.settings.rates.editNamed', { name: what })}>
            <Input
              value={draft}
              inputMode="decimal"
              aria-label={t('shell.settings.rates.rateOf', { currency: rate.currency, default: currency })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setDraft(event.target.value)}
              ref={input}
            />
            <Button type="submit" size="sm" disabled={busy}>
              {t('shell.settings.rates.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setDraft(null), setProblem(undefined))}>
              {t('shell.settings.rates.cancel')}
            </Button>
            {problem ? (
              <StyledProblem id={problemId} role="alert">
                {problem}
              </StyledProblem>
            ) : null}
          </StyledEdit>
        )}
      </td>
      <td>
        {formatDay(rate.valid_from)} {rate.in_use ? <Badge tone="success">{t('shell.settings.rates.inUse')}</Badge> : null}
      </td>
      {onSave && onRemove ? (
        <td>
          <StyledActions>
            {draft === null ? (
              <Button size="sm" variant="ghost" aria-label={t('shell.settings.rates.editNamed', { name: what })} onClick={() => setDraft(rate.rate)}>
                {t('shell.settings.rates.edit')}
              </Button>
            ) : null}
            <Button size="sm" variant="ghost" aria-label={t('shell.settings.rates.removeNamed', { name: what })} onClick={() => void onRemove()}>
              {t('shell.settings.rates.remove')}
            </Button>
          </StyledActions>
        </td>
      ) : null}
    </tr>
  );
}
