// What one CSV value and one record must look like to become a contact. The limits and text rules
// are the contacts API's own (ContactBody of @meridian/contract, http/text-check.ts), so an
// imported contact can be edited and saved as is.
import { ContactBody, EMAIL_INVALID, EMAIL_MAX_LENGTH, errorMessage, isValidEmail, type ContactField } from '@meridian/contract';
import { TEXT_RULES, stringProblem } from '../http/text-check';
import type { FieldColumns } from './resolve-mapping';

export interface ContactValues {
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  tags: string | null;
}

const limit = (field: Exclude<ContactField, 'email'>) => ContactBody.properties[field].maxLength;
export const FIELD_LIMITS: Record<ContactField, number> = {
  first: limit('first'),
  last: limit('last'),
  email: EMAIL_MAX_LENGTH,
  phone: limit('phone'),
  company: limit('company'),
  tags: limit('tags'),
};

// The export puts an apostrophe before values a spreadsheet would run as a formula (and before
// values that already start with apostrophes followed by such a character, so those survive too):
// the import takes exactly one off again, so export -> import gives back the same text.
const GUARDED = /^'(?='*[=+\-@\t\r])/;

/** Trimmed, with the export's formula guard removed. */
export function cleanValue(raw: string | undefined): string {
  const value = raw === undefined ? '' : raw.trim();
  return value.charCodeAt(0) === 39 && GUARDED.test(value) ? value.slice(1) : value;
}

// The list shapes other tools write tags in: Mailchimp's `"Customer", "VIP"` (quotes inside the
// cell), lists separated by commas or semicolons (HubSpot's and Salesforce's multiple choices), and
// Google Contacts' `* myContacts ::: Friends` (`:::` between labels; one starting with `* ` is a
// system label, not the user's, and is dropped). Meridian stores tags as 'a, b, c', so a tag holds
// no comma or semicolon: a quoted `"Smith, Jones"` becomes two tags.
const TAG_SEPARATORS = /:::|[,;]/;
/** Double quotes at a tag's ends, straight or curly: never part of a tag. */
const EDGE_QUOTES = /^["\u201C\u201D\u201E]+|["\u201C\u201D\u201E]+$/g;
/** Single quotes around a whole tag ('VIP'); one alone stays ("'90s", "Rock 'n' Roll"). */
const PAIRED_SINGLE = /^(['\u2018\u2019])(.*)\1$|^\u2018(.*)\u2019$/s;
const SYSTEM_LABEL = /^\*\s/;

function unquoteTag(raw: string): string {
  const tag = raw.trim().replace(EDGE_QUOTES, '').trim();
  const paired = PAIRED_SINGLE.exec(tag);
  return paired ? (paired[2] ?? paired[3] ?? '').trim() : tag;
}

/**
 * A cell's tags as Meridian stores them: 'a, b, c', trimmed, without quotes, system labels or
 * repeats (case-insensitively; the first spelling stays); null when nothing is left.
 */
export function normaliseTags(value: string): string | null {
  if (!value) return null;
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of value.split(TAG_SEPARATORS)) {
    const tag = unquoteTag(part);
    const key = tag.toLowerCase();
    if (!tag || SYSTEM_LABEL.test(tag) || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags.length ? tags.join(', ') : null;
}

/** Echoed values are cut short: an error list must stay readable whatever the file holds. */
export const quote = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

const CONTACT_FIELDS = ['first', 'last', 'email', 'phone', 'company', 'tags'] as const;

/** 'first is required': the contacts API's own words (field_required). */
const required = (field: ContactField) => errorMessage('field_required', { field });

/**
 * Why a row that creates a contact cannot (the form requires first and last names), or undefined.
 * A row that updates an existing contact may leave them blank: the contact keeps its own.
 */
export function missingName(values: ContactValues): string | undefined {
  if (!values.first) return required('first');
  if (!values.last) return required('last');
  return undefined;
}

/**
 * The contact a record describes, or why it cannot be imported (email duplicates are checked later).
 * A value the contacts API refuses (U+0000, a lone surrogate: http/text-check.ts) refuses its
 * row: stored, the contact could never be saved unchanged, and PostgreSQL cannot hold U+0000.
 * Cells of skipped columns are never stored, so they may hold anything.
 */
export function checkRecord(record: readonly string[], width: number, columns: FieldColumns): ContactValues | string {
  if (record.length !== width) return `Row has ${record.length} column${record.length === 1 ? '' : 's'}; the header has ${width}`;
  const value = (field: ContactField) => {
    const index = columns[field];
    return index === undefined ? '' : cleanValue(record[index]);
  };
  const values: ContactValues = {
    first: value('first'),
    last: value('last'),
    email: value('email') || null,
    phone: value('phone') || null,
    company: value('company') || null,
    tags: normaliseTags(value('tags')),
  };
  // Before anything that quotes a value: the report's first errors are stored as text too.
  for (const field of CONTACT_FIELDS) {
    const problem = values[field] === null ? undefined : stringProblem(values[field]);
    if (problem) return `${field} ${TEXT_RULES[problem]}`;
  }
  // The contact form's rules, in its words: an email is required (it is also what matches a row to
  // an existing contact) and follows Meridian's one email rule (the contract's isValidEmail); the
  // names are checked by missingName once it is known whether the row updates a contact.
  if (!values.email) return required('email');
  if (!isValidEmail(values.email)) return `${EMAIL_INVALID}: ${quote(values.email)}`;
  for (const field of ['first', 'last', 'phone', 'company', 'tags'] as const) {
    const length = values[field]?.length ?? 0;
    if (length > FIELD_LIMITS[field]) return `${field} is too long (${length} characters; at most ${FIELD_LIMITS[field]})`;
  }
  return values;
}
