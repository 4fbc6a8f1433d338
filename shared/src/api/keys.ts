// Every resource's SWR key builders in one object: any remote can revalidate any list by matching
// the first element. Each resource's keys are written beside its calls (contacts.ts, pipeline.ts…).
import { activityKeys } from './activities';
import { attachmentKeys } from './attachments';
import { companyKeys } from './companies';
import { contactKeys } from './contacts';
import { duplicateKeys } from './duplicates';
import { importKeys } from './imports';
import { noteKeys } from './notes';
import { organisationKeys } from './organisation';
import { pipelineKeys } from './pipeline';
import { pipelineShapeKeys } from './pipelineShapes';
import { preferencesKeys } from './preferences';
import { teamKeys } from './team';
import { viewKeys } from './views';
import { dashboardKeys } from './dashboard';
import { trashKeys } from './trash';

export const keys = {
  ...contactKeys,
  ...noteKeys,
  ...attachmentKeys,
  ...companyKeys,
  ...pipelineKeys,
  ...organisationKeys,
  ...importKeys,
  ...preferencesKeys,
  ...teamKeys,
  ...activityKeys,
  ...duplicateKeys,
  ...viewKeys,
  ...pipelineShapeKeys,
  ...dashboardKeys,
  ...trashKeys,
};

export type KeyKind = keyof typeof keys;

/** A matcher for swr's `mutate(matcher)`: every cached key of the given kinds. */
export function keysOf(...kinds: KeyKind[]) {
  return (key: unknown): boolean => Array.isArray(key) && kinds.includes(key[0] as KeyKind);
}
