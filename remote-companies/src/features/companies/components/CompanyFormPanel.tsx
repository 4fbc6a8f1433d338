import { useId } from 'react';
import type { Company } from '@meridian/shared/model';
import { Button, FormError, SidePanel, useUnsavedChanges } from '@meridian/shared/ui';
import { useCompanyForm } from '../hooks/useCompanyForm';
import { CompanyFormFields } from './CompanyFormFields';

export interface CompanyFormPanelProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved company, just before the panel asks to close. */
  onSaved?: (company: Company) => void;
  /** Edit this company; without it the form adds a new one. */
  company?: Company;
}

const SUBMIT_LABELS = {
  add: ['Create Company', 'Creating...'],
  edit: ['Update Company', 'Updating...'],
} as const;

type OpenFormProps = Omit<CompanyFormPanelProps, 'open'>;

function OpenCompanyForm({ company, onClose, onSaved }: OpenFormProps) {
  const formId = useId();
  const form = useCompanyForm({
    company,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  const submitLabel = SUBMIT_LABELS[form.editing ? 'edit' : 'add'][form.saving ? 1 : 0];
  const hasUnsavedChanges = useUnsavedChanges(form.values);

  return (
    <SidePanel
      open
      title={form.editing ? 'Edit Company' : 'Add New Company'}
      onClose={onClose}
      hasUnsavedChanges={hasUnsavedChanges}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form={formId} variant="primary" loading={form.saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.submit}>
        <FormError>{form.serverError}</FormError>
        <CompanyFormFields values={form.values} errors={form.errors} onChange={form.setField} />
      </form>
    </SidePanel>
  );
}

/** The add/edit company side panel (SPEC §2 "Company form"); its state starts afresh each time it opens. */
export function CompanyFormPanel({ open, company, ...rest }: CompanyFormPanelProps) {
  if (!open) return null;
  return <OpenCompanyForm key={company?.id ?? 'new'} company={company} {...rest} />;
}
