import type { Company } from '@meridian/shared/model';
import { EntityFormPanel } from '@meridian/shared/ui';
import { useCompanyForm } from '../hooks/useCompanyForm';
import { useT } from '../../../i18n';
import { CompanyFormFields } from './CompanyFormFields';
import { CompanyOwnerField } from './CompanyOwnerField';

export interface CompanyFormPanelProps {
  open: boolean;
  onClose: () => void;
  /** Called with the saved company, just before the panel asks to close. */
  onSaved?: (company: Company) => void;
  /** Edit this company; without it the form adds a new one. */
  company?: Company;
}

const SUBMIT_LABELS = {
  add: ['companies.form.create', 'companies.form.creating'],
  edit: ['companies.form.update', 'companies.form.updating'],
} as const;

type OpenFormProps = Omit<CompanyFormPanelProps, 'open'>;

function OpenCompanyForm({ company, onClose, onSaved }: OpenFormProps) {
  const t = useT();
  const form = useCompanyForm({
    company,
    onSaved: (saved) => {
      onSaved?.(saved);
      onClose();
    },
  });
  const submitLabel = t(SUBMIT_LABELS[form.editing ? 'edit' : 'add'][form.saving ? 1 : 0]);

  return (
    <EntityFormPanel
      title={form.editing ? t('companies.form.editTitle') : t('companies.form.addTitle')}
      onClose={onClose}
      values={{ ...form.values, owner_id: form.ownerId }}
      onSubmit={form.submit}
      submitLabel={submitLabel}
      saving={form.saving}
      serverError={form.serverError}
    >
      <CompanyFormFields values={form.values} errors={form.errors} onChange={form.setField} />
      <CompanyOwnerField ownerId={form.ownerId} onChange={form.setOwnerId} />
    </EntityFormPanel>
  );
}

/** The add/edit company side panel (docs/PRODUCT.md §2 "Company form"); its state starts afresh each time it opens. */
export function CompanyFormPanel({ open, company, ...rest }: CompanyFormPanelProps) {
  if (!open) return null;
  return <OpenCompanyForm key={company?.id ?? 'new'} company={company} {...rest} />;
}
