// The checks that need the organisation's data, made row by row as the file is read, inside the
// import's transaction: an email may not belong to a live contact already, nor repeat one
// imported earlier in the file; companies are matched by name, case-insensitively, and (if
// asked) created once each.
import { COMPANY_FIELD_LIMITS } from '../schemas/companies';
import type { ImportCompany } from '../repositories/contact-import';
import { quote } from './row-rules';

/** `liveEmails` are already lower-cased. Returns the check of one row's email: why it fails, or undefined. */
export function emailChecker(liveEmails: ReadonlySet<string>): (email: string | null, row: number) => string | undefined {
  const importedAt = new Map<string, number>();
  return (email, row) => {
    if (!email) return undefined;
    const key = email.toLowerCase();
    if (liveEmails.has(key)) return `Email already exists: ${quote(email)}`;
    const earlier = importedAt.get(key);
    if (earlier !== undefined) return `Duplicate of row ${earlier} (same email)`;
    importedAt.set(key, row);
    return undefined;
  };
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
