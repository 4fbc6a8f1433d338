import { useCallback, useState } from 'react';
import type { Company, Contact } from '@meridian/shared/model';
import { EntityFormPanel, toast } from '@meridian/shared/ui';
import { useContactForm } from '../hooks/useContactForm';
import { useRemoteAvailability } from '../hooks/useRemoteAvailability';
import { COMPANY_FORM_MODULE } from '../utils/contactConstants';
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

function OpenContactForm({ contact, onClose, onSaved }: OpenFormProps) {
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
    toast.error('Companies unavailable: the company form could not be loaded');
  }, [markUnavailable]);
  const companySaved = (company: Company) => form.setCompany(company.id, company.name);

  const submitLabel = form.editing ? 'Save Changes' : 'Create Contact';
  return (
    <>
      <EntityFormPanel
        title={form.editing ? 'Edit Contact' : 'Create New Contact'}
        onClose={onClose}
        values={form.values}
        onSubmit={(e) => void form.submit(e)}
        submitLabel={form.saving ? 'Saving...' : submitLabel}
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
        />
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
