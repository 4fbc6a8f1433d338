import { useMembers } from '@meridian/shared/data';
import { MergeDialog, type MergeRequest } from '@meridian/shared/duplicates';
import type { Company } from '@meridian/shared/model';
import { companyMergeFields } from '../utils/companyMergeFields';

export interface CompanyMergeDialogProps {
  /** The group's companies still to be seen. */
  companies: Company[];
  onMerge: (request: MergeRequest) => Promise<unknown>;
  onClose: () => void;
}

const nameOf = (company: Company) => company.name;
const websiteOf = (company: Company) => company.website;

/** "Merge…" of a company group: the shared merge dialog with the company's fields and website beside each name. */
export function CompanyMergeDialog({ companies, onMerge, onClose }: CompanyMergeDialogProps) {
  const members = useMembers();
  return (
    <MergeDialog
      kind="companies"
      records={companies}
      fields={companyMergeFields(members.nameOf)}
      nameOf={nameOf}
      detailOf={websiteOf}
      onMerge={onMerge}
      onClose={onClose}
    />
  );
}
