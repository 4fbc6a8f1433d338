// A team in one organisation: the members' roles, the organisation's record access rule, the
// members and invitations an admin manages, and the audit trail. The sign-in service owns users,
// memberships and invitations; the CRM API learns the caller's role from the access token's
// `role` claim and fronts the management calls (docs/ARCHITECTURE.md §5).
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES, INVITATION_STATUSES, RECORD_ACCESS, ROLES } from './team-rules';

export const RoleSchema = StringEnum(ROLES);
export const RecordAccessSchema = StringEnum(RECORD_ACCESS);

/** What the caller may do, as GET /me answers it (the front end hides what the API would refuse). */
export const Access = Type.Object({
  role: RoleSchema,
  record_access: RecordAccessSchema,
});
export type Access = Static<typeof Access>;

const Iso = (description: string) => Type.String({ format: 'date-time', description });

/** A member as the Members page lists them. */
export const TeamMember = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  /** When they last used Meridian (their last token refresh or sign-in); null if never. */
  last_active_at: Type.Union([Iso('Last activity'), Type.Null()]),
  joined_at: Iso('When they became a member'),
});
export type TeamMember = Static<typeof TeamMember>;

export const Invitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  invited_by: Type.String({ description: "The inviter's name" }),
  created_at: Iso('When it was made or last re-sent'),
  expires_at: Iso('When its link stops working'),
  status: StringEnum(INVITATION_STATUSES),
});
export type Invitation = Static<typeof Invitation>;

/** GET /organisation/members: members by name, then invitations not yet accepted or revoked, newest first. */
export const TeamAnswer = Type.Object({ members: Type.Array(TeamMember), invitations: Type.Array(Invitation) });
export type TeamAnswer = Static<typeof TeamAnswer>;

/** POST /organisation/invitations. Only an owner may invite an owner. */
export const InvitationRequest = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }), role: RoleSchema }, { additionalProperties: false });
export type InvitationRequest = Static<typeof InvitationRequest>;

/** The link works once, until expires_at; it is shown to the admin only in this answer. */
export const InvitationCreated = Type.Object({
  invitation: Invitation,
  link: Type.String({ format: 'uri' }),
  /** True when SMTP_URL is configured and the mail server accepted the message. */
  email_sent: Type.Boolean(),
});
export type InvitationCreated = Static<typeof InvitationCreated>;

/** PUT /organisation/members/:id. Only an owner may make or unmake an owner; the last owner stays one. */
export const RoleChange = Type.Object({ role: RoleSchema }, { additionalProperties: false });
export type RoleChange = Static<typeof RoleChange>;

/** POST /organisation/members/:id/remove: their contacts, companies, deals and open activities go to `hand_to`. */
export const MemberRemoval = Type.Object({ hand_to: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type MemberRemoval = Static<typeof MemberRemoval>;

export const MemberRemoved = Type.Object({
  handed_over: Type.Object({ contacts: Type.Integer(), companies: Type.Integer(), deals: Type.Integer(), activities: Type.Integer() }),
});
export type MemberRemoved = Static<typeof MemberRemoved>;

// ---- Audit trail ----

/** One changed field: values as text (null for empty), the field as its API name. */
export const AuditChange = Type.Object({
  field: Type.String(),
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
});
export type AuditChange = Static<typeof AuditChange>;

export const AuditEvent = Type.Object({
  id: Type.String(),
  at: Iso('When'),
  /** Who: null for the system (a scheduled job). The name is kept as it was then. */
  actor: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  action: StringEnum(AUDIT_ACTIONS),
  record_type: StringEnum(AUDIT_RECORD_TYPES),
  record_id: Type.Union([Type.String(), Type.Null()]),
  /** The record's name as it was then ("Chloe Dubois", "Negotiation", "contacts.csv"). */
  record_name: Type.Union([Type.String(), Type.Null()]),
  /** The contact and company the event belongs to, for their timelines. */
  contact_id: Type.Union([Type.String(), Type.Null()]),
  company_id: Type.Union([Type.String(), Type.Null()]),
  changes: Type.Array(AuditChange),
  /** Counts and names that are not field changes: { created: 950, updated: 40, failed: 10 } for an import. */
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type AuditEvent = Static<typeof AuditEvent>;

/** Newest first; `next_cursor` is null on the last page. */
export const AuditPage = Type.Object({ events: Type.Array(AuditEvent), next_cursor: Type.Union([Type.String(), Type.Null()]) });
export type AuditPage = Static<typeof AuditPage>;

/** GET /audit (and /audit.csv): every filter optional, combined with AND; dates are YYYY-MM-DD in UTC, inclusive. */
export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 200 })),
    record_type: Type.Optional(StringEnum(AUDIT_RECORD_TYPES)),
    action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    cursor: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;
