// The duplicate finder's and merge's shapes and limits, as the API sends them: @meridian/contract's.
export type {
  CompanyDuplicateGroup,
  CompanyMergeField,
  ContactDuplicateGroup,
  ContactMergeField,
  CompanyDuplicateReason,
  ContactDuplicateReason,
  DuplicateCounts,
} from '@meridian/contract';
export { COMPANY_MERGE_FIELDS, CONTACT_MERGE_FIELDS, MERGE_MAX } from '@meridian/contract';
