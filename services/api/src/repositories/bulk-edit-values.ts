// What a bulk edit writes to one contact (docs/PRODUCT.md §7 "Bulk edit"), worked out in JavaScript
// from the contact as read: the columns the action changes, before and after, or nothing when the
// contact already has the values. Stored as JSON in bulk_edit_moves for the undo.
import { filterTags, type BulkEditChange } from '@meridian/contract';
import type { StageWithPipeline } from './pipeline';

/** The columns of a contact a batch reads. */
export interface EditedContact {
  id: string;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  company_id: string | null;
  tags: string | null;
  owner_id: string | null;
}

/** Column values of a contact (or, for a stage, of its pipeline entry), keyed by column. */
export type Values = Record<string, string | null>;

/** An edit with what its change names, looked up once before it starts. */
export interface EditPlan {
  id: string;
  change: BulkEditChange;
  /** set_company: the live company, null to unlink. */
  company?: { id: string; name: string } | null;
  /** set_stage: the stage and its pipeline. */
  stage?: StageWithPipeline;
}

/** The tags the form would store (contacts.tags is at most this long). */
const TAGS_MAX = 2000;

/** The contact's tags, one per comma, trimmed, blanks dropped. */
function tagList(tags: string | null): string[] {
  return (tags ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** `current` with each tag of `add` it lacks (compared case-insensitively), in order; unchanged when it would grow past the form's limit. */
export function addedTags(current: string | null, add: readonly string[]): string | null {
  const list = tagList(current);
  const have = new Set(list.map((tag) => tag.toLowerCase()));
  const extra = add.filter((tag) => !have.has(tag.toLowerCase()));
  if (!extra.length) return current;
  const joined = [...list, ...extra].join(', ');
  return joined.length > TAGS_MAX ? current : joined;
}

/** `current` without the tags of `remove` (case-insensitively); null when none is left. */
export function removedTags(current: string | null, remove: readonly string[]): string | null {
  const drop = new Set(remove.map((tag) => tag.toLowerCase()));
  const list = tagList(current);
  const kept = list.filter((tag) => !drop.has(tag.toLowerCase()));
  if (kept.length === list.length) return current;
  return kept.length ? kept.join(', ') : null;
}

/** The contact's values after the edit, or undefined when it already has them. */
export function editedValues(plan: EditPlan, row: EditedContact): Values | undefined {
  const { change } = plan;
  let after: Values;
  switch (change.action) {
    case 'set_owner':
      after = { owner_id: change.owner_id };
      break;
    case 'add_tags':
      after = { tags: addedTags(row.tags, filterTags(change.tags)) };
      break;
    case 'remove_tags':
      after = { tags: removedTags(row.tags, filterTags(change.tags)) };
      break;
    case 'set_company':
      // Linked, the company text is the company's name (as the form writes it); unlinked, none.
      after = { company_id: plan.company?.id ?? null, company: plan.company?.name ?? null };
      break;
    case 'set_stage':
      return undefined;
  }
  return sameValues(valuesOf(row, Object.keys(after)), after) ? undefined : after;
}

export function valuesOf(row: object, columns: readonly string[]): Values {
  const source = row as Record<string, string | null | undefined>;
  return Object.fromEntries(columns.map((column) => [column, source[column] ?? null]));
}

/** Whether `current` holds every value of `expected`. */
export function sameValues(current: Values, expected: Values): boolean {
  return Object.keys(expected).every((column) => (current[column] ?? null) === (expected[column] ?? null));
}
