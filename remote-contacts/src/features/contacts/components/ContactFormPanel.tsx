import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { Company, Contact } from '@meridian/shared/model';
import { EntityFormPanel, InfoIcon, space, toast } from '@meridian/shared/ui';
import { t as translate, useT } from '../../../i18n';
import { useContactForm } from '../hooks/useContactForm';
import { useRemoteAvailability } from '../hooks/useRemoteAvailability';
import { COMPANY_FORM_MODULE } from '../utils/contactConstants';
import { missingFields } from '../utils/contactFormValues';
import { ContactFormFields } from './ContactFormFields';
import { CreateCompanyPanel } from './CreateCompanyPanel';

export interface ContactFormPanelProps {
  open: boolean;
  /** Cancel, close, or after a save. */
  onClose: () => void;
  /** Called with the saved contact, just before the panel closes. */
  onSaved?: (contact: Contact) => void;
  /** Edit this contact; without it the form creates a new one. */
  contact?: Contact;
}

type OpenFormProps = Omit<ContactFormPanelProps, 'open'>;

/**
 * Under the fields, just above the disabled submit button: which required fields are still
 * empty, so a pointer or keyboard user who reaches the button knows why it does nothing.
 */
const StyledMissing = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${space(2)};
  margin: ${space(5)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

function OpenContactForm({ contact, onClose, onSaved }: OpenFormProps) {
  const t = useT();
  const form = useContactForm({
    contact,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  const companyForm = useRemoteAvailability(COMPANY_FORM_MODULE);
  const [creatingCompany, setCreatingCompany] = useState(false);
  const { markUnavailable } = companyForm;
  const companyFormFailed = useCallback(() => {
    markUnavailable();
    setCreatingCompany(false);
    toast.error(translate('contacts.form.companyFormUnavailable'));
  }, [markUnavailable]);
  const companySaved = (company: Company) => form.setCompany(company.id, company.name);

  const submitLabel = form.editing ? t('contacts.form.submitSave') : t('contacts.form.submitCreate');
  const missing = missingFields(form.values);
  const hint = form.editing ? 'contacts.form.missingSave' : 'contacts.form.missingCreate';
  return (
    <>
      <EntityFormPanel
        title={form.editing ? t('contacts.form.titleEdit') : t('contacts.form.titleCreate')}
        onClose={onClose}
        values={form.values}
        onSubmit={(e) => void form.submit(e)}
        submitLabel={form.saving ? t('contacts.form.saving') : submitLabel}
        saving={form.saving}
        canSubmit={form.canSubmit}
        serverError={form.serverError}
      >
        <ContactFormFields
          values={form.values}
          errors={form.errors}
          onChange={form.setField}
          onCompanyChange={form.setCompany}
          companyForm={companyForm.state}
          onCreateCompany={() => setCreatingCompany(true)}
          onLeave={onClose}
        />
        <StyledMissing data-testid="contact-form-missing" aria-live="polite">
          {missing ? (
            <>
              <InfoIcon size={14} />
              {t(hint, { missing })}
            </>
          ) : null}
        </StyledMissing>
      </EntityFormPanel>
      <CreateCompanyPanel open={creatingCompany} onClose={() => setCreatingCompany(false)} onSaved={companySaved} onUnavailable={companyFormFailed} />
    </>
  );
}

/** The contact create/edit side form (docs/PRODUCT.md §2); its state starts afresh each time it opens. */
export function ContactFormPanel({ open, contact, ...rest }: ContactFormPanelProps) {
  if (!open) return null;
  return <OpenContactForm key={contact?.id ?? 'new'} contact={contact} {...rest} />;
}
