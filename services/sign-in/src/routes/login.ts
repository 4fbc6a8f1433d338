import type { FastifyInstance, FastifyReply } from 'fastify';
import { verifyPassword } from '../auth/passwords';
import { retireSession, startSession } from '../auth/sessions';
import { issueTokenFamily } from '../auth/tokens';
import { findCredentials, findUser } from '../repositories/users';
import { allowedOrigin } from '../origins';
import { pageTheme } from '../pages/layout';
import { pageLanguage } from '../i18n';
import { loginPage, messagePage, notAllowedPage } from '../pages/login';
import { signedInPage } from '../pages/signed-in';
import { isOwnOrigin } from './form-origin';
import { newNonce, sendPage } from './html';
import { loginLimits } from './login-limit';
import { readSessionCookie, setSessionCookie } from './session-cookie';

type Fields = Record<string, unknown>;

function text(fields: Fields | undefined, name: string): string {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app;
  const ctx = { db: app.db, signer: app.signer, clock: settings.clock };

  function page(reply: FastifyReply, status: number, html: string, nonce: string, origin?: string) {
    // The form posts here; without a popup the answer is a redirect to the app's origin.
    const formAction = origin ? ["'self'", origin] : ["'self'"];
    const policy = { nonce, frameAncestors: [], formAction, keepOpener: true };
    return sendPage(reply, status, html, policy);
  }

  app.get('/login', async (request, reply) => {
    const query = request.query as Fields;
    const returnUrl = text(query, 'return_url');
    const returnOrigin = allowedOrigin(returnUrl, settings.allowedOrigins);
    const nonce = newNonce();
    // The app's chosen theme (the shell adds it to the popup URL); anything else follows the visitor's preference.
    const theme = pageTheme(query?.theme);
    // The app's language (the shell adds `lang` to the popup URL), else the browser's.
    const language = pageLanguage(query?.lang, request.headers['accept-language']);
    if (!returnOrigin) return page(reply, 400, notAllowedPage(nonce, language, theme), nonce);
    const popup = text(query, 'popup') === '1';
    const html = loginPage({ nonce, returnUrl, returnOrigin, popup, theme, language });
    return page(reply, 200, html, nonce, returnOrigin);
  });

  const limits = loginLimits(app);
  app.post('/login', { preHandler: limits.preHandler }, async (request, reply) => {
    const body = request.body as Fields | undefined;
    const returnUrl = text(body, 'return_url');
    const returnOrigin = allowedOrigin(returnUrl, settings.allowedOrigins);
    const nonce = newNonce();
    const theme = pageTheme(body?.theme);
    const language = pageLanguage(body?.lang, request.headers['accept-language']);
    const { t } = language;
    if (!returnOrigin) return page(reply, 400, notAllowedPage(nonce, language, theme), nonce);

    const popup = text(body, 'popup') === '1';
    const typedEmail = text(body, 'email').trim();
    const password = text(body, 'password');
    const retry = (status: number, error: string) =>
      page(reply, status, loginPage({ nonce, returnUrl, returnOrigin, popup, email: typedEmail, error, theme, language }), nonce, returnOrigin);

    if (!isOwnOrigin(request, settings.publicOrigin)) {
      return page(reply, 403, messagePage(nonce, t('signin.error.refused'), language, theme), nonce);
    }
    if (!typedEmail || !password) return retry(400, t('signin.error.missingFields'));
    if (typedEmail.length > 254 || password.length > 1024) {
      limits.failed(request, typedEmail);
      return retry(401, t('signin.error.invalidCredentials'));
    }

    const credentials = await findCredentials(app.db, typedEmail.toLowerCase());
    const valid = await verifyPassword(credentials?.passwordHash, password);
    const user = valid && credentials ? await findUser(app.db, credentials.id) : undefined;
    if (!user) {
      limits.failed(request, typedEmail);
      return retry(401, t('signin.error.invalidCredentials'));
    }
    limits.succeeded(request, typedEmail);

    // A fresh session id on every sign-in; the one the browser had before is retired.
    const previous = readSessionCookie(request);
    if (previous) await retireSession(ctx, previous);
    const session = await startSession(ctx, user.id);
    setSessionCookie(reply, settings, session.cookieValue);

    // The URL as parsed for the allow-list check: control characters in the raw text would
    // otherwise make the Location header throw (a 500 after the session was created).
    if (!popup) return reply.header('cache-control', 'no-store').redirect(new URL(returnUrl).href, 303);
    const tokens = await issueTokenFamily(ctx, user, session.idHash);
    const message = { type: 'meridian:auth', user, tokens };
    const html = signedInPage({ nonce, message, targetOrigin: returnOrigin, returnUrl, theme, language });
    return page(reply, 200, html, nonce);
  });
}
