// What one CSV value and one record must look like to become a contact. The limits and text rules
// are the contacts API's own (ContactBody of @meridian/contract, http/text-check.ts), so an
// imported contact can be edited and saved as is.
import { ContactBody, EMAIL_MAX_LENGTH, isValidEmail, type ContactField } from '@meridian/contract';
import { TEXT_RULES, stringProblem } from '../http/text-check';
import { splitFullName } from './full-name';
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

/** "a, ,b ,, c" -> "a, b, c"; null when nothing is left. */
export function normaliseTags(value: string): string | null {
  if (!value) return null;
  const tags = value
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return tags.length ? tags.join(', ') : null;
}

/** Echoed values are cut short: an error list must stay readable whatever the file holds. */
export const quote = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

const CONTACT_FIELDS = ['first', 'last', 'email', 'phone', 'company', 'tags'] as const;

/**
 * Each field's value in a record: from the first of its columns that is not empty in this row
 * (Outlook's empty 'Mobile Phone' leaves the 'Business Phone' beside it), and a full-name column
 * filling the first and last names the row leaves empty (full-name.ts); '' when nothing gives one.
 */
export function readFields(record: readonly string[], columns: FieldColumns): Record<ContactField, string> {
  const read = (indexes: readonly number[] | undefined) => {
    for (const index of indexes ?? []) {
      const value = cleanValue(record[index]);
      if (value) return value;
    }
    return '';
  };
  const values = {
    first: read(columns.first),
    last: read(columns.last),
    email: read(columns.email),
    phone: read(columns.phone),
    company: read(columns.company),
    tags: read(columns.tags),
  };
  const name = columns.name && (!values.first || !values.last) ? read(columns.name) : '';
  if (name) Object.assign(values, splitFullName(name, values.first, values.last));
  return values;
}

/**
 * The contact a record describes, or why it cannot be imported (email duplicates are checked later).
 * A value the contacts API refuses (U+0000, a lone surrogate: http/text-check.ts) refuses its
 * row: stored, the contact could never be saved unchanged, and PostgreSQL cannot hold U+0000.
 * Cells of skipped columns are never stored, so they may hold anything.
 */
export function checkRecord(record: readonly string[], width: number, columns: FieldColumns): ContactValues | string {
  if (record.length !== width) return `Row has ${record.length} column${record.length === 1 ? '' : 's'}; the header has ${width}`;
  const value = readFields(record, columns);
  const values: ContactValues = {
    first: value.first,
    last: value.last,
    email: value.email || null,
    phone: value.phone || null,
    company: value.company || null,
    tags: normaliseTags(value.tags),
  };
  // Before anything that quotes a value: the report's first errors are stored as text too.
  for (const field of CONTACT_FIELDS) {
    const problem = values[field] === null ? undefined : stringProblem(values[field]);
    if (problem) return `${field} ${TEXT_RULES[problem]}`;
  }
  if (!values.email && !values.first && !values.last) return 'Missing name and email';
  // Meridian's one email rule (the contract's isValidEmail), as the contact routes and the forms
  // check it. The row's own wording names the value (the import's report and e2e read it).
  if (values.email && !isValidEmail(values.email)) return `Invalid email address: ${quote(values.email)}`;
  for (const field of ['first', 'last', 'phone', 'company', 'tags'] as const) {
    const length = values[field]?.length ?? 0;
    if (length > FIELD_LIMITS[field]) return `${field} is too long (${length} characters; at most ${FIELD_LIMITS[field]})`;
  }
  return values;
}
