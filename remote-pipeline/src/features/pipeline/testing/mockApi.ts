// Test-only: a fetch that answers by method and path, and records every call.
export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

/** A JSON body (200), a Reply, or a function of the call returning either (or a promise of one). */
export type Handler = ((call: ApiCall) => Reply | Promise<Reply>) | object | null;

export interface MockApi {
  fetch: jest.Mock;
  calls: ApiCall[];
  /** Replace or add the answer of 'METHOD /path'. */
  on: (route: string, handler: Handler) => void;
  callsTo: (route: string) => ApiCall[];
}

function response(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text), text: async () => text } as Response;
}

/** `mockApi({ 'GET /pipeline': {pipelines: []}, 'PUT /pipeline/c1/move': () => ({status: 400}) })` */
export function mockApi(routes: Record<string, Handler>): MockApi {
  const table = new Map(Object.entries(routes));
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = table.get(`${call.method} ${call.path}`);
    if (handler === undefined) return response(404, { error: `No mock for ${call.method} ${call.path}` });
    if (typeof handler === 'function') {
      const reply = await (handler as (c: ApiCall) => Reply | Promise<Reply>)(call);
      return response(reply.status ?? 200, reply.body);
    }
    return response(200, handler);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    fetch: fetchMock,
    calls,
    on: (route, handler) => void table.set(route, handler),
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** A promise you settle from the test, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
