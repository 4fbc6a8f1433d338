import { canEditActivity, type Activity, type RecordAccess, type Role } from '@meridian/contract';

export interface Viewer {
  id: string;
  role: Role;
  recordAccess: RecordAccess;
}

/**
 * The contract's canEditActivity for an activity the API listed. The API lists only the activities
 * the member sees (canSeeActivity), so the member stands for the linked records' owners here: the
 * rule's "sees it" part holds, the rest (role, assignee, creator, access rule) decides.
 */
export function canChange(viewer: Viewer, activity: Pick<Activity, 'assignee_id' | 'created_by'>): boolean {
  const facts = { assignee_id: activity.assignee_id, created_by: activity.created_by, linked_owner_ids: [viewer.id] };
  return canEditActivity({ id: viewer.id, role: viewer.role }, viewer.recordAccess, facts);
}
