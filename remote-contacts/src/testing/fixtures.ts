// Test data for the contacts remote's tests.
import type { auditApi, ContactList, duplicatesApi } from '@meridian/shared/api';
import type { Attachment, Company, Contact, HistoryEntry, Member, Note } from '@meridian/shared/model';

export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'p1',
    first: 'Ada',
    last: 'Lovelace',
    email: 'ada@example.com',
    phone: '+1 555 0100',
    company: 'Analytical Engines',
    company_id: 'co1',
    company_name: 'Analytical Engines Ltd',
    tags: 'vip, math',
    stage_id: null,
    stage_name: null,
    stage_color: null,
    owner_id: null,
    created_at: '2024-01-05T12:00:00',
    updated_at: '2024-01-05T12:00:00',
    ...overrides,
  };
}

/** `count` contacts 'Person 0001'…, ids 'p1'…. */
export function makeContacts(count: number, from = 1): Contact[] {
  return Array.from({ length: count }, (_, i) =>
    makeContact({
      id: `p${from + i}`,
      first: 'Person',
      last: String(from + i).padStart(4, '0'),
      email: `person${from + i}@example.com`,
    }),
  );
}

export function contactList(contacts: Contact[], totalCount = contacts.length, page = 1): ContactList {
  return { contacts, pagination: { totalCount, page, limit: 50, pages: Math.ceil(totalCount / 50) } };
}

export function makeNote(overrides: Partial<Note> = {}): Note {
  const at = overrides.created_at ?? '2024-02-01T12:00:00';
  return { id: 'n1', body: 'Called about the proposal', created_at: at, updated_at: at, ...overrides };
}

/** Newest first, as the API sends them: 'Note 1' is the newest. */
export function makeNotes(count: number): Note[] {
  return Array.from({ length: count }, (_, i) => makeNote({ id: `n${i + 1}`, body: `Note ${i + 1}`, created_at: new Date(2024, 1, 20 - i, 12).toISOString() }));
}

export function makeAttachment(overrides: Partial<Attachment> = {}): Attachment {
  return { id: 'a1', filename: 'brief.pdf', size: 1536, mime_type: 'application/pdf', uploaded_at: '2024-03-02T12:00:00', ...overrides };
}

export function makeAttachments(count: number): Attachment[] {
  return Array.from({ length: count }, (_, i) => makeAttachment({ id: `a${i + 1}`, filename: `file-${i + 1}.txt` }));
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'co1',
    name: 'Analytical Engines Ltd',
    description: null,
    website: null,
    phone: null,
    email: null,
    address: null,
    industry: null,
    size: null,
    logo_url: null,
    owner_id: null,
    contact_count: 0,
    created_at: '2024-01-01T12:00:00',
    updated_at: '2024-01-01T12:00:00',
    ...overrides,
  };
}

/** The organisation's members (GET /members, by name); 'u1' is the signed-in USER of the tests. */
export const MEMBERS: Member[] = [
  { id: 'u3', name: 'Ann Archer', email: 'ann@meridian.test' },
  { id: 'u4', name: 'Bob Baker', email: 'bob@meridian.test' },
  { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test' },
];

export function makeHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'h1',
    stage_id: 's1',
    stage_name: 'Lead',
    changed_at: '2024-03-01T10:00:00Z',
    changed_by: 'Dana Demo',
    notes: null,
    kind: 'stage',
    change: null,
    ...overrides,
  };
}

type TimelinePage = Awaited<ReturnType<typeof auditApi.contactTimeline>>;
export type TimelineEvent = TimelinePage['events'][number];

/** An audit event of the contact p1 (GET /contacts/:id/timeline): Sam Seller edited its phone. */
export function makeEvent(overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    id: 'e1',
    at: '2024-03-01T10:00:00Z',
    actor: { id: 'u2', name: 'Sam Seller' },
    action: 'updated',
    record_type: 'contact',
    record_id: 'p1',
    record_name: 'Ada Lovelace',
    contact_id: 'p1',
    company_id: 'co1',
    changes: [{ field: 'phone', from: '+1 555 0100', to: '+1 555 0199' }],
    details: {},
    ...overrides,
  };
}

/** A page of the timeline, newest first; `next` is the cursor of the page after it. */
export function timelinePage(events: TimelineEvent[], next: string | null = null): TimelinePage {
  return { events, next_cursor: next };
}

type ContactDuplicatesPage = Awaited<ReturnType<typeof duplicatesApi.contacts>>;
type ContactDuplicateGroup = ContactDuplicatesPage['groups'][number];

/**
 * Two contacts sharing a phone: Ada (p1, the older, no company) and Ada Lovelace (p2, with a
 * company, another email and tags).
 */
export function phoneGroup(overrides: Partial<ContactDuplicateGroup> = {}): ContactDuplicateGroup {
  return {
    reason: 'phone',
    key: '15550100',
    size: 2,
    contacts: [
      makeContact({
        id: 'p1',
        first: 'Ada',
        last: 'Lovelace',
        email: 'ada@example.com',
        company: null,
        company_id: null,
        company_name: null,
        tags: 'vip',
        owner_id: 'u3',
      }),
      makeContact({
        id: 'p2',
        first: 'Ada',
        last: 'Lovelace',
        email: 'ada.lovelace@engines.example',
        phone: '+1 (555) 0100',
        tags: 'math, VIP',
        owner_id: 'u4',
        created_at: '2024-03-01T12:00:00',
      }),
    ],
    ...overrides,
  };
}

/** A page of contact duplicate groups (GET /contacts/duplicates). */
export function contactDuplicatesPage(groups: ContactDuplicateGroup[], { page = 1, pages = 1, totalCount = groups.length } = {}): ContactDuplicatesPage {
  return { groups, pagination: { page, pages, totalCount, limit: 20 } };
}
