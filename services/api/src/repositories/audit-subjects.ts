// What an event about a contact's note, file or deal carries of the contact: its id and company
// (for the contact's and the company's timelines) and its name of the time (the event's details).
import type { TenantScope } from '../db/tenant-scope';
import { contactDisplayName } from './contact-name';

export interface ContactSubject {
  contact_id: string;
  company_id: string | null;
  name: string;
}

/** The live contact as events about its notes, files and deal name it; undefined when there is none. */
export async function contactSubject(tx: TenantScope, contactId: string): Promise<ContactSubject | undefined> {
  const row = await tx
    .selectFrom('contacts')
    .select(['first', 'last', 'company_id'])
    .where('id', '=', contactId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? { contact_id: contactId, company_id: row.company_id, name: contactDisplayName(row) } : undefined;
}

/** A note's text as the record name of its events: its first line, at most 80 characters. */
export function noteName(body: string): string {
  const line = body.trim().split('\n', 1)[0] ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}
