import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useMembers } from '@meridian/shared/data';
import { NEXT_STEP_MAX, type Deal } from '@meridian/shared/model';
import { useUnsavedChanges } from '@meridian/shared/app';
import { Button, Field, FormError, Input, Select, space, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../../i18n';
import { useSaveDeal } from '../hooks/useSaveDeal';
import { amountError, changesOf, draftOf, type DealDraft, type DraftField } from '../utils/dealDraft';
import { CurrencySelect } from './CurrencySelect';

export interface DealEditorFormProps {
  contactId: string;
  deal: Deal;
  defaultCurrency: string;
  /** The entry in this pipeline; else the contact's primary one. */
  pipelineId?: string;
  onSaved?: (deal: Deal) => void;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const StyledMoney = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${space(3)};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Value and currency, expected close date, owner and next step; every field optional. */
export function DealEditorForm({ contactId, deal, defaultCurrency, pipelineId, onSaved }: DealEditorFormProps) {
  const t = useT();
  const formId = useId();
  const { members, nameOf } = useMembers();
  const { save, saving } = useSaveDeal(contactId, defaultCurrency, pipelineId);
  const [saved, setSaved] = useState(deal);
  const [draft, setDraft] = useState<DealDraft>(() => draftOf(deal, defaultCurrency));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const typedAmountError = amountError(draft);
  const change = changesOf(saved, draft, defaultCurrency);
  const unchanged = Object.keys(change).length === 0;
  // A typed Next step (or any edited field) is not lost silently when the user leaves the page.
  useUnsavedChanges(!unchanged);
  const set = (field: DraftField) => (text: string) => {
    setDraft((d) => ({ ...d, [field]: text }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || typedAmountError || saving) return;
    setFormError(null);
    const result = await save(change);
    if ('failure' in result) {
      // What was typed stays; the refusal shows beside its field, or above the form.
      if (result.failure.field) setErrors((e) => ({ ...e, [result.failure.field!]: result.failure.message }));
      else setFormError(result.failure.message);
      return;
    }
    setSaved(result.deal);
    setDraft(draftOf(result.deal, defaultCurrency));
    toast.success(translate('pipeline.deal.saved'));
    onSaved?.(result.deal);
  };

  // An owner the member list does not have (yet) stays visible under the name the deal knows.
  const ownerKnown = !draft.owner_id || members.some((m) => m.id === draft.owner_id);

  return (
    <StyledForm aria-label={t('pipeline.deal.form')} id={formId} onSubmit={(event) => void submit(event)} noValidate>
      {formError ? <FormError>{formError}</FormError> : null}
      <StyledMoney>
        <Field label={t('pipeline.deal.value')} error={errors.value ?? (draft.value.trim() ? (typedAmountError ?? undefined) : undefined)}>
          <Input inputMode="decimal" autoComplete="off" placeholder="12500.00" value={draft.value} onChange={(e) => set('value')(e.target.value)} />
        </Field>
        <Field label={t('pipeline.deal.currency')} error={errors.currency}>
          <CurrencySelect value={draft.currency} onChange={set('currency')} />
        </Field>
      </StyledMoney>
      <Field label={t('pipeline.deal.closeDate')} error={errors.close_date}>
        <Input type="date" value={draft.close_date} onChange={(e) => set('close_date')(e.target.value)} />
      </Field>
      <Field label={t('pipeline.deal.owner')} error={errors.owner_id}>
        <Select value={draft.owner_id} onChange={(e) => set('owner_id')(e.target.value)}>
          <option value="">{t('pipeline.deal.noOwner')}</option>
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
          {ownerKnown ? null : <option value={draft.owner_id}>{nameOf(draft.owner_id) ?? saved.owner_name ?? t('pipeline.member.unknown')}</option>}
        </Select>
      </Field>
      <Field label={t('pipeline.deal.nextStep')} error={errors.next_step}>
        <Input
          maxLength={NEXT_STEP_MAX}
          placeholder={t('pipeline.deal.nextStepPlaceholder')}
          value={draft.next_step}
          onChange={(e) => set('next_step')(e.target.value)}
        />
      </Field>
      <StyledActions>
        <Button type="submit" variant="primary" loading={saving} disabled={unchanged || Boolean(typedAmountError) || saving}>
          {saving ? t('pipeline.deal.saving') : t('pipeline.deal.save')}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}
