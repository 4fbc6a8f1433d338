// Test-only: the signed-in member and what GET /me says they may do, for each role's case.
import { act } from '@testing-library/react';
import type { Permissions } from '@meridian/shared/app';
import { setSession } from '@meridian/shared/auth';
import { makeTokens, USER } from './fixtures';
import type { Route } from './mockApi';

type Role = Permissions['role'];
type RecordAccess = Permissions['recordAccess'];

/** Signs in as USER with `role` (the token's claim, which applies until /me answers). */
export function signInAs(role: Role = 'owner', id = USER.id): void {
  act(() => setSession({ ...USER, id, role }, makeTokens()));
}

/** The mocked GET /me answer: the role and the organisation's record access rule. */
export function meReply(role: Role, recordAccess: RecordAccess = 'everyone_edits', id = USER.id): Route {
  return { body: { user: { ...USER, id, role }, access: { role, record_access: recordAccess } } };
}
