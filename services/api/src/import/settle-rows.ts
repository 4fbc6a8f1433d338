// The checks that need the organisation's data, made row by row as the file is read: an email may
// not belong to a live contact already, nor repeat one imported earlier in the file (one contact
// per email: compared by emailKey of the contract, as the contact routes do); companies are
// matched by name, case-insensitively, and (if asked) created once each. Each batch's emails are
// checked once more inside its transaction (repositories/contact-import.ts).
import { COMPANY_FIELD_LIMITS } from '@meridian/contract';
import type { ExistingContact, ImportCompany } from '../repositories/contact-import';
import { quote, type ContactValues } from './row-rules';

/** The refusal of a row whose email a live contact has (with 'skip', or found taken when its batch was written). */
export const emailExists = (email: string) => `Email already exists: ${quote(email)}`;

/**
 * `liveEmails` are the organisation's email keys. Returns the check of one row's email and its
 * key (emailKey): why it fails, 'existing' when it names a live contact that `update` lets the row
 * update, or undefined (new). Either way an email may appear once per file.
 */
export function emailChecker(
  liveEmails: ReadonlySet<string>,
  opts: { update: boolean } = { update: false },
): (email: string | null, key: string | null, row: number) => string | 'existing' | undefined {
  const importedAt = new Map<string, number>();
  return (email, key, row) => {
    if (!email || !key) return undefined;
    const earlier = importedAt.get(key);
    if (earlier !== undefined) return `Duplicate of row ${earlier} (same email)`;
    if (liveEmails.has(key)) {
      if (!opts.update) return emailExists(email);
      importedAt.set(key, row);
      return 'existing';
    }
    importedAt.set(key, row);
    return undefined;
  };
}

/**
 * A string that keeps nothing else alive. A cell of the file is a slice of a whole decoded chunk
 * of it (V8 slices strings of 13+ characters), so a million kept emails would keep the whole
 * file's text; concatenating and slicing again makes V8 copy the characters into a string of
 * their own.
 */
export function ownCopy(text: string): string {
  return (' ' + text).slice(1);
}

/**
 * 'Update existing contacts': the row's non-empty values replace the contact's, its tags are
 * added to the contact's, its company is linked. Undefined when nothing would change.
 */
export function mergeExisting(
  contact: ExistingContact,
  values: ContactValues,
  companies: { link(name: string | null): string | null },
): ExistingContact | undefined {
  const merged: ExistingContact = {
    id: contact.id,
    email: contact.email,
    first: values.first || contact.first,
    last: values.last || contact.last,
    phone: values.phone ?? contact.phone,
    company: values.company ?? contact.company,
    company_id: values.company ? companies.link(values.company) : contact.company_id,
    tags: mergeTags(contact.tags, values.tags),
  };
  const same = (['first', 'last', 'phone', 'company', 'company_id', 'tags'] as const).every((k) => merged[k] === contact[k]);
  return same ? undefined : merged;
}

/** The contact's tags, then the row's new ones (case-insensitively new), as "a, b, c". */
export function mergeTags(current: string | null, added: string | null): string | null {
  if (!added) return current;
  const tags = current
    ? current
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
  const seen = new Set(tags.map((t) => t.toLowerCase()));
  for (const tag of added.split(', ')) {
    if (!seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  const joined = tags.join(', ');
  return joined === current ? current : joined || null;
}

/**
 * Links accepted rows to companies (call it only for rows that are imported: failed rows create
 * nothing). `live` oldest first: the oldest company wins when two live ones share a name.
 */
export function companyLinker(live: readonly ImportCompany[], opts: { create: boolean; newId: () => string }) {
  const byName = new Map<string, string>();
  for (const c of live) if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c.id);
  let created: ImportCompany[] = [];
  return {
    /** The company id for a row's company name, creating the company (first spelling seen) if asked. */
    link(name: string | null): string | null {
      if (!name) return null;
      const key = name.toLowerCase();
      let id = byName.get(key);
      // A name the companies API would refuse (too long) stays text only, unlinked.
      if (id === undefined && opts.create && name.length <= COMPANY_FIELD_LIMITS.name) {
        id = opts.newId();
        byName.set(key, id);
        created.push({ id, name });
      }
      return id ?? null;
    },
    /** The companies created since the last call, to be written before the rows that link to them. */
    takeCreated(): ImportCompany[] {
      const taken = created;
      created = [];
      return taken;
    },
  };
}
