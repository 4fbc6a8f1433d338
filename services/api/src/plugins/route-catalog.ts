// Records every route as it is registered. The tenancy test walks this list, so a new route
// that has no isolation case fails the suite; the auth hook reads `config.public` set here.
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@meridian/contract';

export interface CatalogRoute {
  method: string;
  url: string;
  /** Public routes skip authentication (health, docs, CORS preflight). */
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
  }
  interface FastifyContextConfig {
    /** Set on routes that need no token. Everything else requires one. */
    public?: boolean;
    /** The 413's code when the body exceeds the route's bodyLimit (Fastify's own names no limit). */
    bodyTooLarge?: ErrorCode;
  }
}

/** Must be installed on the root instance before any route or plugin is registered. */
export function installRouteCatalog(app: FastifyInstance, opts: { publicPrefixes: string[] }): void {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    const underPublicPrefix = opts.publicPrefixes.some((p) => route.url === p || route.url.startsWith(`${p}/`));
    // @fastify/cors answers preflights in its onRequest hook; its catch-all OPTIONS route must
    // not demand a token the browser never sends on a preflight.
    const corsPreflight = route.method === 'OPTIONS' && /^\/?\*$/.test(route.url);
    if (underPublicPrefix || corsPreflight) route.config = { ...route.config, public: true };
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });
}
