import styled from 'styled-components';
import { COMPANY_SIZES, INDUSTRIES, type CompanyFormErrors, type CompanyFormField, type CompanyFormValues } from '@meridian/shared/model';
import { Field, Input, Select, Textarea, space } from '@meridian/shared/ui';

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

const SIZE_OPTIONS = COMPANY_SIZES.map(({ value, label }) => ({ value, label }));

/** An industry outside the list (e.g. from an import) stays selectable while editing. */
function industryOptions(current: string) {
  const list: string[] = [...INDUSTRIES];
  if (current && !list.includes(current)) list.push(current);
  return list.map((industry) => ({ value: industry, label: industry }));
}

/** The two sections of docs/PRODUCT.md §2's company form. */
export function CompanyFormFields({ values, errors, onChange }: CompanyFormFieldsProps) {
  const bind = (field: CompanyFormField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });

  return (
    <>
      <StyledSection>
        <StyledLegend>Basic Information</StyledLegend>
        <Field label="Company Name" required error={errors.name}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form was just opened to type a company's name */}
          <Input {...bind('name')} aria-required="true" autoFocus />
        </Field>
        <Field label="Industry">
          <Select {...bind('industry')} placeholder="Select industry" options={industryOptions(values.industry)} />
        </Field>
        <Field label="Company Size">
          <Select {...bind('size')} placeholder="Select size" options={SIZE_OPTIONS} />
        </Field>
        <Field label="Description">
          <Textarea {...bind('description')} rows={4} />
        </Field>
      </StyledSection>
      <StyledSection>
        <StyledLegend>Contact Information</StyledLegend>
        <Field label="Website" error={errors.website}>
          <Input {...bind('website')} type="url" placeholder="https://example.com" />
        </Field>
        <Field label="Email" error={errors.email}>
          <Input {...bind('email')} type="email" />
        </Field>
        <Field label="Phone">
          <Input {...bind('phone')} type="tel" />
        </Field>
        <Field label="Address">
          <Textarea {...bind('address')} rows={2} />
        </Field>
        <Field label="Logo URL">
          <Input {...bind('logo_url')} type="url" placeholder="https://example.com/logo.png" />
        </Field>
      </StyledSection>
    </>
  );
}
