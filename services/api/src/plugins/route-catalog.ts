// Records every route as it is registered. The tenancy test walks this list, so a new route
// that has no isolation case fails the suite; the roles test walks it against the route × role
// table of docs/ARCHITECTURE.md §5. The auth hook reads `config.public` set here, the roles hook
// `config.role`.
import type { FastifyInstance } from 'fastify';
import type { ErrorCode, Role } from '@meridian/contract';

export interface CatalogRoute {
  method: string;
  url: string;
  /** Public routes skip authentication (health, docs, CORS preflight). */
  public: boolean;
  /** The weakest role the route serves; undefined only on public routes (and on a route that forgot it, which the roles test refuses). */
  role?: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeCatalog: readonly CatalogRoute[];
  }
  interface FastifyContextConfig {
    /** Set on routes that need no token. Everything else requires one. */
    public?: boolean;
    /** The weakest role allowed to call the route (plugins/roles.ts); every authenticated route names one. */
    role?: Role;
    /** The 413's code when the body exceeds the route's bodyLimit (Fastify's own names no limit). */
    bodyTooLarge?: ErrorCode;
  }
}

const errorRef = { $ref: 'ErrorResponse#' } as const;

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
    const role = route.config?.public === true ? undefined : route.config?.role;
    // A route some roles may not call documents its 403 (role_forbidden).
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (role && role !== 'readonly' && response && !response[403]) response[403] = errorRef;
    for (const method of [route.method].flat()) {
      routes.push({ method, url: route.url, public: route.config?.public === true, role });
    }
  });
}
