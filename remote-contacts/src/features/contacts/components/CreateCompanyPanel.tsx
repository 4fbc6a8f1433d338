import type { CompanyFormProps } from 'companies/CompanyForm';
import type { Company } from '@meridian/shared/model';
import { FederatedComponent } from '@meridian/shared/federation';
import { LoadingState, SidePanel } from '@meridian/shared/ui';
import { COMPANY_FORM_MODULE } from '../utils/contactConstants';
import { ReportUnavailable } from './ReportUnavailable';

export interface CreateCompanyPanelProps {
  open: boolean;
  onClose: () => void;
  onSaved: (company: Company) => void;
  /** The companies remote failed to load or render: the caller disables its option. */
  onUnavailable: () => void;
}

/** '+ Create new company': the companies remote's form, borrowed through federation. */
export function CreateCompanyPanel({ open, onClose, onSaved, onUnavailable }: CreateCompanyPanelProps) {
  if (!open) return null;
  return (
    <FederatedComponent<CompanyFormProps>
      id={COMPANY_FORM_MODULE}
      props={{ open, onClose, onSaved }}
      loading={
        <SidePanel open title="New Company" onClose={onClose}>
          <LoadingState label="Loading company form..." />
        </SidePanel>
      }
      unavailable={() => <ReportUnavailable onReport={onUnavailable} />}
    />
  );
}

