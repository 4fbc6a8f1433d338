import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { MIN_PASSWORD_LENGTH } from '../accounts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { retireSession, startSession } from '../auth/sessions';
import { pageLanguage, type PageLanguage } from '../i18n';
import { originOf } from '../origins';
import { inviteMessagePage, invitePage } from '../pages/invite';
import { acceptInvitation, inviteState, type InviteState, type Joiner } from '../team/accept';
import { isOwnOrigin } from './form-origin';
import { newNonce, sendPage } from './html';
import { loginLimits } from './login-limit';
import { readSessionCookie, setSessionCookie } from './session-cookie';

type Fields = Record<string, unknown>;
const NAME_MAX = 200;
// Control characters (NUL included) have no place in a person's name.
const CONTROL = /\p{Cc}/u;

function text(fields: unknown, name: string): string {
  const value = (fields as Fields | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

function tokenOf(request: FastifyRequest): string {
  return text(request.params, 'token');
}

// The invitation link's page (GET) and its form (POST): a new account gives a name and a password,
// an existing account without an organisation its password; success starts a session, as the
// sign-in form does, and goes to the app, where the shell signs in silently (check-auth).
export async function inviteRoutes(app: FastifyInstance): Promise<void> {
  const { settings, db } = app;
  const ctx = { db, clock: settings.clock };
  const appOrigin = originOf(settings.appUrl)!;
  const nowIso = () => new Date(settings.clock()).toISOString();

  function message(reply: FastifyReply, status: number, language: PageLanguage, text: string, withAppLink = false) {
    const nonce = newNonce();
    const html = inviteMessagePage({ nonce, language, message: text, appUrl: withAppLink ? settings.appUrl : undefined });
    return sendPage(reply, status, html, { nonce, frameAncestors: [] });
  }

  /** The page for a link that cannot be used as a form; undefined when it can. */
  function refusal(reply: FastifyReply, language: PageLanguage, state: InviteState) {
    const { t } = language;
    if (state.kind === 'not_found') return message(reply, 404, language, t('signin.invite.notFound'));
    if (state.kind !== 'open') return message(reply, 410, language, t(`signin.invite.${state.kind}`), state.kind === 'used');
    const { invitation, organisation, account } = state;
    if (account.kind === 'member')
      return message(reply, 200, language, t('signin.invite.alreadyMember', { email: invitation.email, organisation: organisation.name }), true);
    if (account.kind === 'other_org') return message(reply, 403, language, t('signin.invite.otherOrganisation', { email: invitation.email }));
    return undefined;
  }

  function form(
    reply: FastifyReply,
    status: number,
    language: PageLanguage,
    state: InviteState & { kind: 'open' },
    extra: { name?: string; error?: string } = {},
  ) {
    const nonce = newNonce();
    const account = state.account.kind === 'new' ? 'new' : 'existing';
    const html = invitePage({
      nonce,
      language,
      token: tokenOf(reply.request),
      invitation: state.invitation,
      organisation: state.organisation.name,
      account,
      ...extra,
    });
    // The form posts here, and its answer redirects to the app (Chrome checks form-action on redirects).
    return sendPage(reply, status, html, { nonce, frameAncestors: [], formAction: ["'self'", appOrigin] });
  }

  app.get('/invite/:token', async (request, reply) => {
    const language = pageLanguage(text(request.query, 'lang'), request.headers['accept-language']);
    const state = await inviteState(db, tokenOf(request), nowIso());
    return refusal(reply, language, state) ?? form(reply, 200, language, state as InviteState & { kind: 'open' });
  });

  const limits = loginLimits(app, { name: 'invite', subject: tokenOf });
  app.post('/invite/:token', { preHandler: limits.preHandler }, async (request, reply) => {
    const body = request.body as Fields | undefined;
    const language = pageLanguage(body?.lang, request.headers['accept-language']);
    const { t } = language;
    if (!isOwnOrigin(request, settings.publicOrigin)) return message(reply, 403, language, t('signin.error.refused'));
    const token = tokenOf(request);
    const state = await inviteState(db, token, nowIso());
    const refused = refusal(reply, language, state);
    if (refused) return refused;
    const open = state as InviteState & { kind: 'open' };

    const password = text(body, 'password');
    let joiner: Joiner;
    if (open.account.kind === 'new') {
      const name = text(body, 'name').trim();
      if (!name || name.length > NAME_MAX || CONTROL.test(name)) {
        return form(reply, 400, language, open, { name: name.slice(0, NAME_MAX), error: t('signin.invite.nameInvalid', { max: NAME_MAX }) });
      }
      if (password.length < MIN_PASSWORD_LENGTH || password.length > 1024) {
        return form(reply, 400, language, open, { name, error: t('signin.invite.passwordShort', { min: MIN_PASSWORD_LENGTH }) });
      }
      joiner = { kind: 'new', id: uuidv7(), name, passwordHash: await hashPassword(password) };
    } else {
      const account = open.account as { userId: string; passwordHash: string };
      const valid = password.length > 0 && password.length <= 1024 && (await verifyPassword(account.passwordHash, password));
      if (!valid) {
        limits.failed(request, token);
        return form(reply, 401, language, open, { error: t('signin.invite.wrongPassword') });
      }
      joiner = { kind: 'existing', id: account.userId };
    }

    // Written only if the link still works now; otherwise the page says why it does not.
    if (!(await acceptInvitation(db, open.invitation, joiner, nowIso()))) {
      const now = await inviteState(db, token, nowIso());
      return refusal(reply, language, now) ?? form(reply, 409, language, now as InviteState & { kind: 'open' });
    }
    limits.succeeded(request, token);
    const previous = readSessionCookie(request);
    if (previous) await retireSession(ctx, previous);
    const session = await startSession(ctx, joiner.id);
    setSessionCookie(reply, settings, session.cookieValue);
    return reply.header('cache-control', 'no-store').redirect(settings.appUrl, 303);
  });
}
