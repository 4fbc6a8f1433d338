import type { ActivityListQuery } from '@meridian/shared/api';
import type { ActivityRecord } from '@meridian/shared/federation';

/** The list filter of a record's activities. */
export function recordFilter(record: ActivityRecord): ActivityListQuery {
  switch (record.kind) {
    case 'contact':
      return { contact_id: record.contactId };
    case 'company':
      return { company_id: record.companyId };
    case 'deal':
      return { deal_contact_id: record.contactId };
  }
}

/** The links a new activity scheduled on a record starts with. */
export function recordLinks(record: ActivityRecord): { contact_id?: string; company_id?: string; deal_contact_id?: string } {
  switch (record.kind) {
    case 'contact':
      return { contact_id: record.contactId };
    case 'company':
      return { company_id: record.companyId };
    case 'deal':
      return { contact_id: record.contactId, deal_contact_id: record.contactId };
  }
}
