// What every federated module looks like to the packages that load it: the
// exposing remote types its module against these, the loading remote takes the props from here,
// so no package reads another remote's source and each remote typechecks with only `shared/`.
import type { ComponentType } from 'react';
import type { Deal } from '@meridian/contract';
import type { Company, Contact } from '../model';

/** `contacts/ContactPanel`: the contact quick view side panel (with its Edit form). */
export interface ContactPanelProps {
  /** The contact to show; null renders nothing. */
  contactId: string | null;
  onClose: () => void;
  /** After the contact was deleted from the panel (which then closes). */
  onDeleted?: () => void;
  /** Whose activities the panel lists: the contact's (the default) or, opened from a board card, its deal's. */
  activitiesOf?: 'contact' | 'deal';
}

/** `companies/CompanyForm`: the add/edit company side panel. */
export interface CompanyFormProps {
  open: boolean;
  /** Cancel, close, or after a save (called right after onSaved). */
  onClose: () => void;
  onSaved: (company: Company) => void;
  /** Edit this company; without it the form adds a new one. */
  company?: Company;
}

/** `pipeline/AddToPipeline`: a contact's stage badge, or the 'Pipeline' button when it is in none. */
export interface AddToPipelineProps {
  contact: Contact;
  /** The user pressed the loader's stand-in 'Pipeline' button before this module arrived: add at once. */
  addNow?: boolean;
}

/**
 * `pipeline/DealEditor`: a contact's deal (value and currency, expected close date, owner, next
 * step), read from GET /pipeline/{contactId}/deal and saved field by field; says so when the
 * contact is in no pipeline.
 */
export interface DealEditorProps {
  contactId: string;
  /**
   * The contact's entry in this pipeline alone (the board's card). Without it, every entry of the
   * contact (one per pipeline it is in), each with its stage to change, as the contact page shows them.
   */
  pipelineId?: string;
  /** After a save, with the deal as the API answered it. */
  onSaved?: (deal: Deal) => void;
  /**
   * Show the deal without a form: the signed-in member may not change this contact (the record
   * access rule, canEdit of the contact's owner_id). A read-only member always sees it so.
   */
  readOnly?: boolean;
}

/** The record an activity is scheduled on: a contact, a company, or a contact's deal. */
export type ActivityRecord = { kind: 'contact'; contactId: string } | { kind: 'company'; companyId: string } | { kind: 'deal'; contactId: string };

/**
 * `activities/RecordActivities`: a record's activities on its page or panel: the quick actions
 * ("Schedule", "Log a call"), the next planned activity at the top, then its open and done
 * activities (check off in one click, edit, delete with Undo). The composer dialog is its own.
 */
export interface RecordActivitiesProps {
  record: ActivityRecord;
  /** The member may not add or change activities here (read-only role, or a record they cannot edit). */
  readOnly?: boolean;
  /** Fewer rows: the next activity and the quick actions only (the board's card panel). */
  compact?: boolean;
}

/** Every exposed module by its federated id; each is the module's default export. */
export interface FederatedModules {
  'contacts/routes': ComponentType;
  'contacts/ContactPanel': ComponentType<ContactPanelProps>;
  'companies/routes': ComponentType;
  'companies/CompanyForm': ComponentType<CompanyFormProps>;
  'pipeline/routes': ComponentType;
  'pipeline/AddToPipeline': ComponentType<AddToPipelineProps>;
  'pipeline/DealEditor': ComponentType<DealEditorProps>;
  'importer/routes': ComponentType;
  'activities/routes': ComponentType;
  'activities/RecordActivities': ComponentType<RecordActivitiesProps>;
  /** The dashboard's charts, mounted under /dashboard/*. */
  'pipeline/dashboard': ComponentType;
}
