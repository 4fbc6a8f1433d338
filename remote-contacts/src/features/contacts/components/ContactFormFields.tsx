import styled from 'styled-components';
import { Field, Input, space } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { RemoteAvailability } from '../hooks/useRemoteAvailability';
import type { ContactFormErrors, ContactFormField, ContactFormValues } from '../utils/contactFormValues';
import { CompanySelectField } from './CompanySelectField';
import { EmailTakenMessage } from './EmailTakenMessage';
import { OwnerSelectField } from './OwnerSelectField';

export interface ContactFormFieldsProps {
  values: ContactFormValues;
  /** Field errors (the email rule, or the server's); absent when there are none. */
  errors?: ContactFormErrors;
  onChange: (field: ContactFormField, value: string) => void;
  onCompanyChange: (id: string, name: string) => void;
  companyForm: RemoteAvailability;
  onCreateCompany: () => void;
  /** Following the link to the contact that has the email leaves the form. */
  onLeave?: () => void;
}

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

/** 'Fields marked * are required', above the fields. */
const StyledRequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${space(4)};
`;

/** First Name*, Last Name*, Email*, Phone, Company, Tags (docs/PRODUCT.md §2 contact form), and Owner. */
export function ContactFormFields({ values, errors = {}, onChange, onCompanyChange, companyForm, onCreateCompany, onLeave }: ContactFormFieldsProps) {
  const t = useT();
  const emailError = errors.emailTakenBy ? <EmailTakenMessage takenBy={errors.emailTakenBy} onOpen={onLeave} /> : errors.email;
  return (
    <StyledFields>
      <StyledRequiredNote>{t('contacts.form.requiredNote')}</StyledRequiredNote>
      <StyledRow>
        <Field label={t('contacts.form.firstName')} required>
          <Input required autoComplete="given-name" value={values.first} onChange={(e) => onChange('first', e.target.value)} />
        </Field>
        <Field label={t('contacts.form.lastName')} required>
          <Input required autoComplete="family-name" value={values.last} onChange={(e) => onChange('last', e.target.value)} />
        </Field>
      </StyledRow>
      <Field label={t('contacts.form.email')} required error={emailError}>
        <Input type="email" required autoComplete="email" value={values.email} onChange={(e) => onChange('email', e.target.value)} />
      </Field>
      <Field label={t('contacts.form.phone')}>
        <Input type="tel" autoComplete="tel" value={values.phone} onChange={(e) => onChange('phone', e.target.value)} />
      </Field>
      <CompanySelectField
        companyId={values.companyId}
        companyText={values.company}
        onChange={onCompanyChange}
        companyForm={companyForm}
        onCreate={onCreateCompany}
      />
      <Field label={t('contacts.form.tags')} hint={t('contacts.form.tagsHint')}>
        <Input value={values.tags} onChange={(e) => onChange('tags', e.target.value)} />
      </Field>
      <OwnerSelectField ownerId={values.ownerId} onChange={(id) => onChange('ownerId', id)} />
    </StyledFields>
  );
}
