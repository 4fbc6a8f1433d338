import type { Kysely } from 'kysely';
import type { Signer } from './auth/signer';
import type { Database } from './db/schema';
import type { Mailer } from './mail/mailer';

// What the routes need to know about this deployment, resolved once in buildApp.
export interface Settings {
  issuer: string;
  audience: string;
  allowedOrigins: string[];
  // The origin of the public URL: where the sign-in form itself is served.
  publicOrigin: string;
  cookieSecure: boolean;
  cookieSameSite: 'lax' | 'strict' | 'none';
  clock: () => number;
  loginAttemptsPerMinute: number;
  loginFailuresBeforeDelay: number;
  loginMaxDelaySeconds: number;
  refreshFailuresPerMinute: number;
  /** Where an accepted invitation lands: APP_URL, else the first allowed origin. */
  appUrl: string;
  /** Sends the invitation emails; undefined without SMTP_URL. */
  mailer?: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    signer: Signer;
    settings: Settings;
  }
}
