import { useState } from 'react';
import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Field, Input, Select, space, type SelectOption } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { useCompanyOptions } from '../hooks/useCompanyOptions';
import type { RemoteAvailability } from '../hooks/useRemoteAvailability';

export const CREATE_COMPANY = '__create__';
const TEXT_ONLY = '__text__';

export interface CompanySelectFieldProps {
  companyId: string;
  /** The company's name, or a free-text company without a link. */
  companyText: string;
  onChange: (id: string, name: string) => void;
  /** Whether the companies remote (its form) can be loaded. */
  companyForm?: RemoteAvailability;
  /** '+ Create new company'; absent, it is not offered (a bulk edit picks an existing company). */
  onCreate?: () => void;
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

function buildOptions(
  companies: readonly Company[],
  { companyId, companyText, companyForm, onCreate }: CompanySelectFieldProps,
  t: ReturnType<typeof useT>,
): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: t('contacts.form.noCompany') }];
  // The current choice stays listed even when the search (or the first 50) leaves it out.
  if (companyId && !companies.some((c) => c.id === companyId)) options.push({ value: companyId, label: companyText || companyId });
  if (!companyId && companyText) options.push({ value: TEXT_ONLY, label: companyText });
  options.push(...companies.map((c) => ({ value: c.id, label: c.name })));
  if (!onCreate) return options;
  const unavailable = companyForm === 'unavailable';
  options.push({
    value: CREATE_COMPANY,
    label: unavailable ? t('contacts.form.createCompanyUnavailable') : t('contacts.form.createCompany'),
    disabled: unavailable,
  });
  return options;
}

/** Company: a searchable select of the organisation's companies, with '+ Create new company'. */
export function CompanySelectField(props: CompanySelectFieldProps) {
  const { companyId, companyText, onChange, onCreate } = props;
  const t = useT();
  const [search, setSearch] = useState('');
  const { companies, error } = useCompanyOptions(search);
  const options = buildOptions(companies, props, t);

  const pick = (value: string) => {
    if (value === CREATE_COMPANY) return onCreate?.();
    if (value === TEXT_ONLY) return undefined;
    if (value === '') return onChange('', '');
    const company = companies.find((c) => c.id === value);
    return onChange(value, company?.name ?? companyText);
  };

  return (
    <StyledStack>
      <Field label={t('contacts.form.company')} hint={error ? t('contacts.form.companiesFailed') : undefined}>
        <Select value={companyId || (companyText ? TEXT_ONLY : '')} options={options} onChange={(e) => pick(e.target.value)} />
      </Field>
      <Input
        type="search"
        aria-label={t('contacts.form.searchCompanies')}
        placeholder={t('contacts.form.searchCompaniesPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
    </StyledStack>
  );
}
