import { useState } from 'react';
import styled from 'styled-components';
import { errorText } from '@meridian/shared/api';
import { usePermissions } from '@meridian/shared/app';
import { DEFAULT_CURRENCY, type RecordAccess } from '@meridian/shared/model';
import { ErrorState, Field, Select, StyledSkeletonBlock, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../i18n';
import { StyledSection } from '../common/Page';
import { currencyOptions } from './currencies';
import { RecordAccessChoice } from './RecordAccessChoice';
import { useOrganisationSettings } from './useOrganisationSettings';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  & > :last-child {
    max-width: 360px;
  }
`;

export interface OrganisationSectionProps {
  /** A choice was saved. */
  onSaved: () => void;
}

/**
 * The organisation's own settings, kept by the API for everyone: the record access rule and the
 * default currency. Admins and owners change them (at once, like every setting); others read them.
 */
export function OrganisationSection({ onSaved }: OrganisationSectionProps) {
  const t = useT();
  const { can, recordAccess } = usePermissions();
  const admin = can('admin');
  const { data, error, isLoading, mutate, save } = useOrganisationSettings();
  const [saving, setSaving] = useState(false);

  const change = async (next: { record_access?: RecordAccess; default_currency?: string }) => {
    setSaving(true);
    try {
      await save(next);
      onSaved();
    } catch (failure) {
      toast.error(errorText(failure, translate('shell.settings.organisationNotSaved')));
    } finally {
      setSaving(false);
    }
  };

  const content = () => {
    if (error && !data) return <ErrorState title={t('shell.settings.organisationFailed')} onRetry={() => void mutate()} />;
    if (isLoading || !data) return <StyledSkeletonBlock $height="120px" aria-hidden />;
    const access = data.record_access ?? recordAccess;
    const currency = data.default_currency || DEFAULT_CURRENCY;
    return (
      <StyledStack>
        <RecordAccessChoice value={access} disabled={saving} onChange={admin ? (value) => void change({ record_access: value }) : undefined} />
        <Field label={t('shell.settings.currency')} hint={admin ? t('shell.settings.currency.hint') : t('shell.settings.adminsOnly')}>
          <Select
            value={currency}
            disabled={!admin || saving}
            options={currencyOptions(currency)}
            onChange={(event) => void change({ default_currency: event.target.value })}
          />
        </Field>
      </StyledStack>
    );
  };

  return (
    <StyledSection>
      <h2>{t('shell.settings.organisation')}</h2>
      {content()}
    </StyledSection>
  );
}
