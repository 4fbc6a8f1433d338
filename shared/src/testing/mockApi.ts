// A fetch double that routes by method and path, so a test says what each API call answers.
import { jsonResponse } from './fixtures';

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
  const json = jsonResponse(status, body);
  return { ...json, blob: async () => blob ?? new Blob([await json.text()]) } as Response;
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

  async function answer(method: string, input: string, rawBody: unknown): Promise<Reply> {
    const url = new URL(input);
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
    calls.push(call);
    const found = routes.find(([m, pattern]) => m === call.method && matches(pattern, call.path));
    if (!found) return { status: 404, body: { error: `No test route for ${call.method} ${call.path}` } };
    const route = found[2];
    return typeof route === 'function' ? route(call) : route;
  }

  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    response(await answer(init?.method ?? 'GET', String(input), init?.body)),
  ) as typeof fetch;
  installXhr(answer);

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

type Answer = (method: string, url: string, body: unknown) => Promise<Reply>;

/**
 * XMLHttpRequest over the same routes (uploads that report progress use it): the whole body is
 * reported as uploaded once, then the reply arrives.
 */
function installXhr(answer: Answer): void {
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private aborted = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body?: string) {
      const size = body?.length ?? 0;
      void Promise.resolve().then(async () => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent);
        const reply = await answer(this.method, this.url, body);
        if (this.aborted) return;
        this.status = reply.status ?? 200;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
}
