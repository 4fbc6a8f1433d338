import type { FastifyInstance } from 'fastify';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import { issueTokenFamily } from '../auth/tokens';
import { pageLanguage } from '../i18n';
import { allowedOrigin } from '../origins';
import { checkAuthPage, checkAuthRefusedPage } from '../pages/check-auth';
import { newNonce, sendPage } from './html';
import { clearSessionCookie, readSessionCookie } from './session-cookie';

// Loaded by the apps in a hidden iframe: answers "is this browser signed in?" with a message to
// the embedding (allow-listed) origin only.
export async function checkAuthRoutes(app: FastifyInstance): Promise<void> {
  const { settings } = app;
  const ctx = { db: app.db, signer: app.signer, clock: settings.clock };

  app.get('/sso/check-auth', async (request, reply) => {
    const nonce = newNonce();
    const query = request.query as Record<string, unknown>;
    const origin = allowedOrigin(query.origin, settings.allowedOrigins);
    const language = pageLanguage(query.lang, request.headers['accept-language']);
    if (!origin) {
      return sendPage(reply, 400, checkAuthRefusedPage(language), { nonce, frameAncestors: [] });
    }

    const cookie = readSessionCookie(request);
    const session = await resolveSession(ctx, cookie);
    const type = 'meridian:check-auth';
    let message: object = { type, status: 'none' };
    if (session) {
      const tokens = await issueTokenFamily(ctx, session.user, session.idHash);
      message = { type, status: 'authenticated', user: session.user, tokens };
    } else if (request.cookies[SESSION_COOKIE] !== undefined) {
      clearSessionCookie(reply, settings);
    }
    return sendPage(reply, 200, checkAuthPage(nonce, message, origin, language.locale), {
      nonce,
      frameAncestors: settings.allowedOrigins,
    });
  });
}
