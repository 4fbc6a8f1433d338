import { RemoteRoot } from '@meridian/shared/app';
import type { Company } from '@meridian/shared/model';
import { CompanyFormPanel } from '../features/companies/components/CompanyFormPanel';

export interface CompanyFormProps {
  open: boolean;
  /** Cancel, close, or after a save (called right after onSaved). */
  onClose: () => void;
  onSaved: (company: Company) => void;
  /** Edit this company; without it the form adds a new one. */
  company?: Company;
}

/**
 * `companies/CompanyForm`: the add/edit company side panel for other remotes (the contact
 * form's '+ Create new company'). It saves, toasts and refreshes the company lists itself.
 */
export default function CompanyForm({ open, onClose, onSaved, company }: CompanyFormProps) {
  if (!open) return null;
  return (
    <RemoteRoot name="companies" buildId={process.env.MERIDIAN_BUILD_ID}>
      <CompanyFormPanel open onClose={onClose} onSaved={onSaved} company={company} />
    </RemoteRoot>
  );
}
