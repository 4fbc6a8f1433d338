// Who the caller is (/me), their organisation's counts (/organisation/summary) and the health
// checks (/healthz, /readyz).
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/** The caller as the API sees them (from their access token). */
export const User = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  orgSlug: Type.String(),
});
export type User = Static<typeof User>;

export const MeAnswer = Type.Object({ user: User });
export type MeAnswer = Static<typeof MeAnswer>;

const Count = Type.Integer({ minimum: 0 });

export const OrganisationSummary = Type.Object({ contacts: Count, companies: Count, pipelines: Count });
export type OrganisationSummary = Static<typeof OrganisationSummary>;

export const HealthAnswer = Type.Object({ status: StringEnum(['ok'] as const) });
export type HealthAnswer = Static<typeof HealthAnswer>;
