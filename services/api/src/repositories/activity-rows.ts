// An activity row as every read selects it (the activity joined with its links' names and owners)
// and what it answers: the Activity of the contract and the facts record access decides by.
import type { Activity, ActivityAccessFacts } from '@meridian/contract';
import { contactDisplayName } from './contact-name';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isActivityId = (id: string) => UUID.test(id);

export const COLUMNS = [
  'activities.id',
  'activities.type',
  'activities.subject',
  'activities.due_at',
  'activities.all_day',
  'activities.duration_minutes',
  'activities.note',
  'activities.assignee_id',
  'members.name as assignee_name',
  'activities.created_by',
  'activities.done_at',
  'activities.done_by',
  'activities.contact_id',
  'contacts.first as contact_first',
  'contacts.last as contact_last',
  'contacts.owner_id as contact_owner_id',
  'activities.company_id',
  'companies.name as company_name',
  'companies.owner_id as company_owner_id',
  'pipeline_entries.contact_id as deal_contact_id',
  'activities.deal_entry_id',
  'activities.remind_at',
  'activities.reminded_at',
  'activities.created_at',
  'activities.updated_at',
] as const;

export interface Row {
  id: string;
  type: string;
  subject: string;
  due_at: string;
  all_day: number;
  duration_minutes: number | null;
  note: string | null;
  assignee_id: string;
  assignee_name: string | null;
  created_by: string;
  done_at: string | null;
  done_by: string | null;
  contact_id: string | null;
  contact_first: string | null;
  contact_last: string | null;
  contact_owner_id: string | null;
  company_id: string | null;
  company_name: string | null;
  company_owner_id: string | null;
  deal_contact_id: string | null;
  deal_entry_id: string | null;
  remind_at: string;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

export function activityOf(r: Row): Activity {
  const named = r.contact_first !== null ? contactDisplayName({ first: r.contact_first, last: r.contact_last ?? '' }) : null;
  return {
    id: r.id,
    type: r.type,
    subject: r.subject,
    due_at: r.due_at,
    all_day: Number(r.all_day) === 1,
    duration_minutes: r.duration_minutes === null ? null : Number(r.duration_minutes),
    note: r.note,
    assignee_id: r.assignee_id,
    assignee_name: r.assignee_name,
    created_by: r.created_by,
    done: r.done_at !== null,
    done_at: r.done_at,
    done_by: r.done_by,
    contact_id: r.contact_id,
    contact_name: named === 'Unnamed Contact' ? null : named,
    company_id: r.company_id,
    company_name: r.company_name,
    deal_contact_id: r.deal_contact_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

export function factsOf(r: Row): ActivityAccessFacts {
  const owners: (string | null)[] = [];
  if (r.contact_id !== null) owners.push(r.contact_owner_id);
  // A deleted company links nothing any more (its name is gone from the answer too).
  if (r.company_id !== null && r.company_name !== null) owners.push(r.company_owner_id);
  return { assignee_id: r.assignee_id, created_by: r.created_by, linked_owner_ids: owners };
}
