import { RemoteRoot } from '@meridian/shared/app';
import type { CompanyFormProps, FederatedModules } from '@meridian/shared/federation';
import { CompanyFormPanel } from '../features/companies/components/CompanyFormPanel';
import { catalogue } from '../i18n';

/**
 * `companies/CompanyForm`: the add/edit company side panel for other remotes (the contact
 * form's '+ Create new company'). It saves, toasts and refreshes the company lists itself.
 */
function CompanyForm({ open, onClose, onSaved, company }: CompanyFormProps) {
  if (!open) return null;
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID} catalogue={catalogue}>
      <CompanyFormPanel open onClose={onClose} onSaved={onSaved} company={company} />
    </RemoteRoot>
  );
}

export default CompanyForm satisfies FederatedModules['companies/CompanyForm'];
