// A fetch double that routes by method and path, so a test says what each API call answers.
export interface ApiCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Raw body for downloads. */
  blob?: Blob;
}

/** A reply, a function of the call, or a promise of a reply (to hold the answer back). */
export type Route = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

function response({ status = 200, body, blob }: Reply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => JSON.parse(text),
    text: async () => text,
    blob: async () => blob ?? new Blob([text]),
  } as Response;
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((part, i) => part.startsWith(':') || part === b[i]);
}

/**
 * `mockApi({ 'GET /contacts': { body: … }, 'DELETE /contacts/:id': { status: 204 } })`: a route-based fetch double for component tests.
 * The first matching route answers; later `api.on(…)` calls win over earlier ones.
 */
export function mockApi(initial: Record<string, Route> = {}) {
  const routes: [string, string, Route][] = [];
  const calls: ApiCall[] = [];
  const on = (key: string, route: Route) => {
    const [method, pattern] = key.split(' ');
    routes.unshift([method, pattern, route]);
  };
  Object.entries(initial).forEach(([key, route]) => on(key, route));

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
    };
    calls.push(call);
    const found = routes.find(([method, pattern]) => method === call.method && matches(pattern, call.path));
    if (!found) return response({ status: 404, body: { error: `No test route for ${call.method} ${call.path}` } });
    const route = found[2];
    return response(typeof route === 'function' ? await route(call) : route);
  }) as typeof fetch;

  return {
    on,
    calls,
    /** The calls to one method and path pattern. */
    callsTo: (key: string) => {
      const [method, pattern] = key.split(' ');
      return calls.filter((c) => c.method === method && matches(pattern, c.path));
    },
  };
}

/** A reply held back until `release` is called: for in-flight states ('Saving...'). */
export function deferred(reply: Reply) {
  let release: () => void = () => undefined;
  const promise = new Promise<Reply>((resolve) => {
    release = () => resolve(reply);
  });
  return { route: () => promise, release };
}
