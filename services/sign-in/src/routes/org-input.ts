import { isLocale, isValidEmail, ROLES, type Locale, type Role } from '@meridian/contract';
import { TeamError } from '../team/team-error';

type Body = Record<string, unknown>;

function objectBody(body: unknown, allowed: readonly string[]): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new TeamError(400, 'validation_failed', { field: 'body' });
  const unknown = Object.keys(body).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw new TeamError(400, 'field_unknown', { field: unknown.slice(0, 100) });
  return body as Body;
}

function role(body: Body): Role {
  if (body.role === undefined) throw new TeamError(400, 'field_required', { field: 'role' });
  if (!(ROLES as readonly unknown[]).includes(body.role)) throw new TeamError(400, 'validation_failed', { field: 'role' });
  return body.role as Role;
}

export interface InvitationInput {
  email: string;
  role: Role;
  /** The inviter's language for the email (the API knows their preference); optional. */
  language?: Locale;
}

/** POST /org/invitations: { email, role, language? }; the email is trimmed and lower-cased. */
export function invitationInput(raw: unknown): InvitationInput {
  const body = objectBody(raw, ['email', 'role', 'language']);
  if (body.email === undefined) throw new TeamError(400, 'field_required', { field: 'email' });
  if (typeof body.email !== 'string' || body.email.length > 1024) throw new TeamError(400, 'email_invalid');
  const email = body.email.trim().toLowerCase();
  // The contract's one email rule: no control characters, separators, quotes or brackets a mail
  // header or a recipient list would read as structure, no stray dots, a dotted domain.
  if (!isValidEmail(email)) throw new TeamError(400, 'email_invalid');
  if (body.language !== undefined && !isLocale(body.language)) throw new TeamError(400, 'validation_failed', { field: 'language' });
  return { email, role: role(body), language: body.language as Locale | undefined };
}

/** PUT /org/members/:id: { role }. */
export function roleInput(raw: unknown): Role {
  return role(objectBody(raw, ['role']));
}

/** A member or invitation id from the path: ours are UUIDs; anything odd is simply not found. */
export function pathId(params: unknown): string | undefined {
  const id = (params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && /^[A-Za-z0-9-]{1,100}$/.test(id) ? id : undefined;
}
