// Test data for the companies remote's tests.
import type { auditApi, CompanyList, ContactList, duplicatesApi } from '@meridian/shared/api';
import type { Company, Contact } from '@meridian/shared/model';

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 'c1',
    name: 'Acme Corp',
    industry: 'Technology',
    size: 'medium',
    description: 'Makes everything.',
    website: 'https://acme.example.com',
    phone: '+1 555 0100',
    email: 'hello@acme.example.com',
    address: '1 Main St',
    logo_url: null,
    owner_id: null,
    contact_count: 3,
    created_at: '2024-01-05T12:00:00',
    updated_at: '2024-01-05T12:00:00',
    ...overrides,
  };
}

/** `count` companies named 'Company 01'…, ids 'c1'…. */
export function makeCompanies(count: number, from = 1): Company[] {
  return Array.from({ length: count }, (_, i) => makeCompany({ id: `c${from + i}`, name: `Company ${String(from + i).padStart(2, '0')}` }));
}

export function companyList(companies: Company[], pagination: Partial<CompanyList['pagination']> = {}): CompanyList {
  return { companies, pagination: { total: companies.length, pages: 1, page: 1, limit: 20, ...pagination } };
}

export function makeContact(overrides: Partial<Contact> = {}): Contact {
  const none = {
    phone: null,
    company: null,
    company_id: null,
    company_name: null,
    tags: null,
    stage_id: null,
    stage_name: null,
    stage_color: null,
    owner_id: null,
  };
  const at = '2024-01-05T12:00:00';
  return { id: 'p1', first: 'Ada', last: 'Lovelace', email: 'ada@example.com', ...none, created_at: at, updated_at: at, ...overrides };
}

export function contactList(contacts: Contact[], totalCount = contacts.length): ContactList {
  return { contacts, pagination: { totalCount, page: 1, limit: 50, pages: Math.ceil(totalCount / 50) } };
}

type TimelinePage = Awaited<ReturnType<typeof auditApi.companyTimeline>>;
type TimelineEvent = TimelinePage['events'][number];

/** An audit event of the company c1 (GET /companies/:id/timeline): Sam Seller changed its industry. */
export function makeEvent(overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return {
    id: 'e1',
    at: '2024-03-01T10:00:00Z',
    actor: { id: 'u2', name: 'Sam Seller' },
    action: 'updated',
    record_type: 'company',
    record_id: 'c1',
    record_name: 'Acme Corp',
    contact_id: null,
    company_id: 'c1',
    changes: [{ field: 'industry', from: 'Retail', to: 'Technology' }],
    details: {},
    ...overrides,
  };
}

/**
 * One of its contacts' events: `record_type` and `action` say which; the contact is Ada Lovelace
 * (p1), named as the API names it (a note's or a file's in details.contact).
 */
export function contactEvent(overrides: Partial<TimelineEvent> = {}): TimelineEvent {
  return makeEvent({
    record_type: 'contact',
    record_id: 'p1',
    record_name: 'Ada Lovelace',
    contact_id: 'p1',
    details: { contact: 'Ada Lovelace' },
    ...overrides,
  });
}

export function timelinePage(events: TimelineEvent[], next: string | null = null): TimelinePage {
  return { events, next_cursor: next };
}

type CompanyDuplicatesPage = Awaited<ReturnType<typeof duplicatesApi.companies>>;
type CompanyDuplicateGroup = CompanyDuplicatesPage['groups'][number];

/**
 * Two companies on one website: Acme Corp (c1, the older, no industry) and ACME Inc. (c2, Retail,
 * another phone).
 */
export function domainGroup(overrides: Partial<CompanyDuplicateGroup> = {}): CompanyDuplicateGroup {
  return {
    reason: 'domain',
    key: 'acme.example.com',
    size: 2,
    companies: [
      makeCompany({ id: 'c1', industry: null, owner_id: 'u1' }),
      makeCompany({
        id: 'c2',
        name: 'ACME Inc.',
        industry: 'Retail',
        size: 'small',
        phone: '+1 555 0199',
        website: 'www.acme.example.com',
        created_at: '2024-02-01T12:00:00',
      }),
    ],
    ...overrides,
  };
}

/** A page of company duplicate groups (GET /companies/duplicates). */
export function companyDuplicatesPage(groups: CompanyDuplicateGroup[], { page = 1, pages = 1, totalCount = groups.length } = {}): CompanyDuplicatesPage {
  return { groups, pagination: { page, pages, totalCount, limit: 20 } };
}
