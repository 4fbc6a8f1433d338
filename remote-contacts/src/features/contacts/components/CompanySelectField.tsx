import { useState } from 'react';
import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { Field, Input, Select, space, type SelectOption } from '@meridian/shared/ui';
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
  companyForm: RemoteAvailability;
  onCreate: () => void;
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

function buildOptions(companies: readonly Company[], { companyId, companyText, companyForm }: CompanySelectFieldProps): SelectOption[] {
  const options: SelectOption[] = [{ value: '', label: 'No company' }];
  // The current choice stays listed even when the search (or the first 50) leaves it out.
  if (companyId && !companies.some((c) => c.id === companyId)) options.push({ value: companyId, label: companyText || companyId });
  if (!companyId && companyText) options.push({ value: TEXT_ONLY, label: companyText });
  options.push(...companies.map((c) => ({ value: c.id, label: c.name })));
  const unavailable = companyForm === 'unavailable';
  options.push({
    value: CREATE_COMPANY,
    label: unavailable ? '+ Create new company (Companies unavailable)' : '+ Create new company',
    disabled: unavailable,
  });
  return options;
}

/** Company: a searchable select of the organisation's companies, with '+ Create new company'. */
export function CompanySelectField(props: CompanySelectFieldProps) {
  const { companyId, companyText, onChange, onCreate } = props;
  const [search, setSearch] = useState('');
  const { companies, error } = useCompanyOptions(search);
  const options = buildOptions(companies, props);

  const pick = (value: string) => {
    if (value === CREATE_COMPANY) return onCreate();
    if (value === TEXT_ONLY) return undefined;
    if (value === '') return onChange('', '');
    const company = companies.find((c) => c.id === value);
    return onChange(value, company?.name ?? companyText);
  };

  return (
    <StyledStack>
      <Field label="Company" hint={error ? 'Companies could not be loaded' : undefined}>
        <Select value={companyId || (companyText ? TEXT_ONLY : '')} options={options} onChange={(e) => pick(e.target.value)} />
      </Field>
      <Input type="search" aria-label="Search companies" placeholder="Search companies..." value={search} onChange={(e) => setSearch(e.target.value)} />
    </StyledStack>
  );
}
