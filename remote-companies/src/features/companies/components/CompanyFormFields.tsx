import styled from 'styled-components';
import type { CompanyFormErrors, CompanyFormField, CompanyFormValues } from '@meridian/shared/model';
import { Field, Input, Select, Textarea, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { COMPANY_ERROR_KEYS as ERROR_KEYS, industryOptions, sizeOptions } from '../utils/companyFieldOptions';

export interface CompanyFormFieldsProps {
  values: CompanyFormValues;
  errors: CompanyFormErrors;
  onChange: (field: CompanyFormField, value: string) => void;
}

const StyledSection = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  margin: 0 0 ${space(6)};
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${space(4)};
  padding: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The two sections of docs/PRODUCT.md §2's company form. */
export function CompanyFormFields({ values, errors, onChange }: CompanyFormFieldsProps) {
  const t = useT();
  const bind = (field: CompanyFormField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  const errorOf = (field: keyof typeof ERROR_KEYS) => (errors[field] ? t(ERROR_KEYS[field]) : undefined);

  return (
    <>
      <StyledSection>
        <StyledLegend>{t('companies.form.basic')}</StyledLegend>
        <Field label={t('companies.form.name')} required error={errorOf('name')}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form was just opened to type a company's name */}
          <Input {...bind('name')} aria-required="true" autoFocus />
        </Field>
        <Field label={t('companies.field.industry')}>
          <Select {...bind('industry')} placeholder={t('companies.form.industryPlaceholder')} options={industryOptions(values.industry)} />
        </Field>
        <Field label={t('companies.field.size')} error={errorOf('size')}>
          <Select {...bind('size')} placeholder={t('companies.form.sizePlaceholder')} options={sizeOptions()} />
        </Field>
        <Field label={t('companies.field.description')}>
          <Textarea {...bind('description')} rows={4} />
        </Field>
      </StyledSection>
      <StyledSection>
        <StyledLegend>{t('companies.form.contactInfo')}</StyledLegend>
        <Field label={t('companies.field.website')} error={errorOf('website')}>
          <Input {...bind('website')} type="url" inputMode="url" placeholder={t('companies.form.websitePlaceholder')} />
        </Field>
        <Field label={t('companies.field.email')} error={errorOf('email')}>
          <Input {...bind('email')} type="email" />
        </Field>
        <Field label={t('companies.field.phone')}>
          <Input {...bind('phone')} type="tel" />
        </Field>
        <Field label={t('companies.field.address')}>
          <Textarea {...bind('address')} rows={2} />
        </Field>
        <Field label={t('companies.field.logo_url')} error={errorOf('logo_url')}>
          <Input {...bind('logo_url')} type="url" placeholder={t('companies.form.logoPlaceholder')} />
        </Field>
      </StyledSection>
    </>
  );
}
