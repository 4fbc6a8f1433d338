import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import type { ExchangeRateChange } from '@meridian/shared/model';
import { Button, Field, Input, PHONE_MEDIA, Select } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { currencyOptions } from './currencies';
import { rateProblem } from './rateProblem';

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 16rem) minmax(0, 10rem) minmax(0, 11rem) auto;
  align-items: start;
  gap: 8px 12px;
  margin-top: 16px;
  button {
    margin-top: 26px;
  }
  /* A phone stacks the fields, the button last, full width. */
  ${PHONE_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
    button {
      margin-top: 0;
    }
  }
`;

export interface ExchangeRateFormProps {
  /** The default currency: it takes no rate, so it is not offered. */
  currency: string;
  onAdd: (currency: string, change: ExchangeRateChange) => Promise<void>;
}

/** An admin adds a rate: a currency, how many of the default currency 1 unit is worth, and from when (today when left empty). */
export function ExchangeRateForm({ currency, onAdd }: ExchangeRateFormProps) {
  const t = useT();
  const options = currencyOptions(currency).filter((option) => option.value !== currency);
  const [code, setCode] = useState(currency === 'EUR' ? 'USD' : 'EUR');
  const [rate, setRate] = useState('');
  const [validFrom, setValidFrom] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wrong = rateProblem(rate);
    setProblem(wrong);
    setFailure(undefined);
    if (wrong) return;
    setBusy(true);
    try {
      await onAdd(code, { rate: rate.trim(), ...(validFrom && { valid_from: validFrom }) });
      setRate('');
      setValidFrom('');
    } catch (reason) {
      setFailure(errorText(reason, translate('shell.settings.rates.notSaved')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <StyledForm noValidate aria-label={t('shell.settings.rates.addTitle')} onSubmit={(event) => void submit(event)}>
      <Field label={t('shell.settings.rates.currency')}>
        <Select value={code} options={options} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <Field
        label={t('shell.settings.rates.rateIn', { default: currency })}
        hint={t('shell.settings.rates.rateHint', { currency: code, default: currency })}
        error={problem ?? failure}
      >
        <Input value={rate} inputMode="decimal" placeholder="1.0842" onChange={(event) => setRate(event.target.value)} />
      </Field>
      <Field label={t('shell.settings.rates.validFrom')} hint={t('shell.settings.rates.validFromHint')}>
        <Input type="date" value={validFrom} onChange={(event) => setValidFrom(event.target.value)} />
      </Field>
      <Button type="submit" disabled={busy}>
        {t('shell.settings.rates.add')}
      </Button>
    </StyledForm>
  );
}
