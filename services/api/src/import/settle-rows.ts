// Second pass, inside the import's transaction: the checks that need the organisation's data.
// An email may not belong to a live contact already, nor repeat one imported earlier in the file;
// companies are matched by name, case-insensitively, and (if asked) created once each.
import { COMPANY_FIELD_LIMITS } from '../schemas/companies';
import type { Candidates, RowError } from './check-records';
import { quote } from './row-rules';

export interface Settled {
  /** Indexes into the candidates of the rows to insert, in file order. */
  accepted: number[];
  errors: RowError[];
}

/** `liveEmails` are already lower-cased. */
export function settleEmails(candidates: Candidates, liveEmails: ReadonlySet<string>): Settled {
  const accepted: number[] = [];
  const errors: RowError[] = [];
  const importedAt = new Map<string, number>();
  for (let i = 0; i < candidates.row.length; i++) {
    const email = candidates.email[i];
    if (email) {
      const key = email.toLowerCase();
      if (liveEmails.has(key)) {
        errors.push({ row: candidates.row[i]!, error: `Email already exists: ${quote(email)}` });
        continue;
      }
      const earlier = importedAt.get(key);
      if (earlier !== undefined) {
        errors.push({ row: candidates.row[i]!, error: `Duplicate of row ${earlier} (same email)` });
        continue;
      }
      importedAt.set(key, candidates.row[i]!);
    }
    accepted.push(i);
  }
  return { accepted, errors };
}

export interface CompanyLinks {
  /** Company id per candidate (same order), or null. */
  companyIds: (string | null)[];
  /** Companies to create: the first spelling seen of each name. */
  created: { id: string; name: string }[];
}

/** Links every candidate (call it once only accepted rows are left: failed rows create nothing). */
export function linkCompanies(
  candidates: Candidates,
  live: readonly { id: string; name: string }[],
  opts: { create: boolean; newId: () => string },
): CompanyLinks {
  const byName = new Map<string, string>();
  // The oldest company wins when two live ones share a name (callers pass them oldest first).
  for (const c of live) if (!byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c.id);
  const created: CompanyLinks['created'] = [];
  const companyIds = candidates.company.map((name) => {
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
  });
  return { companyIds, created };
}
