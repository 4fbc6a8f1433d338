// The sign-in service's team calls (docs/ARCHITECTURE.md §5, "Roles"), made with the caller's own
// Authorization header: the sign-in service checks the caller's current membership role itself.
// Its refusals ({ code } with a status below 500) are passed on as they are; a service that cannot
// be reached, takes longer than TIMEOUT_MS, fails (5xx) or answers something unreadable is the API's
// 502 sign_in_unavailable.
import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorParams,
  type InvitationCreated,
  type InvitationRequest,
  type Locale,
  type RoleChange,
  type TeamAnswer,
  type TeamMember,
} from '@meridian/contract';
import { HttpError } from '../errors';

export const SIGN_IN_TIMEOUT_MS = 5_000;

/** The 502, carrying what went wrong (`cause`) for the log. */
const unavailable = (cause?: unknown) => Object.assign(new HttpError(502, 'sign_in_unavailable'), { cause });

const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

async function refusal(res: Response): Promise<HttpError> {
  if (res.status >= 500 || res.status < 400) return unavailable(`the sign-in service answered ${res.status}`);
  const body = (await res.json().catch(() => undefined)) as { code?: unknown; field?: unknown; params?: unknown } | undefined;
  if (!body || !isErrorCode(body.code)) return unavailable(`the sign-in service answered ${res.status} without a known code`);
  const params = body.params && typeof body.params === 'object' ? (body.params as ErrorParams) : undefined;
  return new HttpError(res.status, body.code, { params, field: typeof body.field === 'string' ? body.field : undefined });
}

export function signInClient(baseUrl: string | undefined, timeoutMs = SIGN_IN_TIMEOUT_MS) {
  async function call<T>(method: string, path: string, authorization: string, body?: unknown): Promise<T | undefined> {
    if (!baseUrl) throw unavailable('SIGN_IN_URL is not set');
    let res: Response;
    try {
      res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw unavailable(err);
    }
    if (!res.ok) throw await refusal(res);
    if (res.status === 204) return undefined;
    try {
      return (await res.json()) as T;
    } catch (err) {
      throw unavailable(err);
    }
  }
  // Ids come from the API's URL: encoded, so they name one resource of the sign-in service.
  const id = (value: string) => encodeURIComponent(value);
  const answer = <T>(value: T | undefined): T => {
    if (value === undefined) throw unavailable('the sign-in service answered no body');
    return value;
  };

  return {
    team: async (auth: string) => answer(await call<TeamAnswer>('GET', '/org/members', auth)),
    /** `language`: the inviter's, for the invitation email (the sign-in service does not keep preferences). */
    invite: async (auth: string, request: InvitationRequest & { language?: Locale }) =>
      answer(await call<InvitationCreated>('POST', '/org/invitations', auth, request)),
    revokeInvitation: async (auth: string, invitationId: string) => void (await call('DELETE', `/org/invitations/${id(invitationId)}`, auth)),
    changeRole: async (auth: string, memberId: string, change: RoleChange) =>
      answer(await call<TeamMember>('PUT', `/org/members/${id(memberId)}`, auth, change)),
    removeMember: async (auth: string, memberId: string) => void (await call('DELETE', `/org/members/${id(memberId)}`, auth)),
  };
}

export type SignInClient = ReturnType<typeof signInClient>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in service's team calls (auth/sign-in-client.ts). */
    signIn: SignInClient;
  }
}
