// Who the caller is (/me), their organisation's counts (/organisation/summary) and the health
// checks (/healthz, /readyz).
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { Access, RoleSchema } from './team';

/** The caller as the API sees them (from their access token). */
export const User = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  orgSlug: Type.String(),
  /** The access token's `role` claim. */
  role: RoleSchema,
});
export type User = Static<typeof User>;

/** The caller, and what they may do (the front end hides what the API would refuse). */
export const MeAnswer = Type.Object({ user: User, access: Access });
export type MeAnswer = Static<typeof MeAnswer>;

const Count = Type.Integer({ minimum: 0 });

export const OrganisationSummary = Type.Object({ contacts: Count, companies: Count, pipelines: Count });
export type OrganisationSummary = Static<typeof OrganisationSummary>;

export const HealthAnswer = Type.Object({ status: StringEnum(['ok'] as const) });
export type HealthAnswer = Static<typeof HealthAnswer>;
