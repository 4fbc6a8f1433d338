// Which value a merge of duplicates keeps, field by field (HubSpot's rule by default): the
// primary's, or where the primary's is empty the first non-empty value of the others in their
// order; a field the user chose takes the chosen record's value. Tags are united. Plain functions
// both sides use: the API when it merges, a screen when it shows what the merge will keep.

// The finder's and merge's constants live here, not beside the schemas (duplicates.ts): the front
// end bundles them without TypeBox.
export const CONTACT_DUPLICATE_REASONS = ['email', 'phone', 'name'] as const;
export type ContactDuplicateReason = (typeof CONTACT_DUPLICATE_REASONS)[number];
export const COMPANY_DUPLICATE_REASONS = ['name', 'domain'] as const;
export type CompanyDuplicateReason = (typeof COMPANY_DUPLICATE_REASONS)[number];

/** The most records one merge takes (the primary included). */
export const MERGE_MAX = 10;
/** A group lists at most this many of its records (`size` says how many share the key). */
export const DUPLICATE_GROUP_SHOWN = 20;
/**
 * How long a screen offers Undo after a merge (the toast with an action, as after a bulk delete).
 * The API accepts the undo until the answer's undo_until, later than this as a bulk delete's is,
 * so a press in the toast's last moment still lands.
 */
export const MERGE_UNDO_MS = 8_000;

/** The contact fields a merge chooses a value for; tags are always united. company is the text and the link together. */
export const CONTACT_MERGE_FIELDS = ['first', 'last', 'email', 'phone', 'company', 'owner'] as const;
export type ContactMergeField = (typeof CONTACT_MERGE_FIELDS)[number];
export const COMPANY_MERGE_FIELDS = ['name', 'description', 'website', 'phone', 'email', 'address', 'industry', 'size', 'logo_url', 'owner'] as const;
export type CompanyMergeField = (typeof COMPANY_MERGE_FIELDS)[number];

/** A record taking part in a merge: its id and, per field, whether its value is empty. */
export interface MergeCandidate<F extends string> {
  id: string;
  isEmpty: (field: F) => boolean;
}

/**
 * Per field, the id of the record whose value the merged record keeps. `records` is the primary
 * first, then the others in the order the merge takes them; `chosen` names, per field, one of
 * them. A field every record leaves empty keeps the primary's (empty) value.
 */
export function mergeWinners<F extends string>(
  fields: readonly F[],
  records: readonly MergeCandidate<F>[],
  chosen: Partial<Record<F, string>> = {},
): Record<F, string> {
  const [primary] = records;
  if (!primary) throw new Error('mergeWinners needs the primary record');
  const winners = {} as Record<F, string>;
  for (const field of fields) {
    const pick = chosen[field];
    winners[field] = pick ?? (records.find((record) => !record.isEmpty(field)) ?? primary).id;
  }
  return winners;
}

/** Tags as stored ("a, b, c") split into a list, blanks dropped. */
export function tagList(tags: string | null | undefined): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** Every tag of every record, once (case-insensitively, the first spelling kept), the primary's first; null for none. */
export function uniteTags(lists: readonly (string | null | undefined)[]): string | null {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of lists.flatMap(tagList)) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags.length ? tags.join(', ') : null;
}
