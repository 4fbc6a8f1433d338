// The sign-in client's failures: unreachable, too slow, failing or unreadable is 502.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signInClient } from '../src/auth/sign-in-client';

async function server(handler: http.RequestListener) {
  const s = http.createServer(handler);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(s.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve()))),
  };
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (err: { statusCode?: number; errorCode?: string }) => `${err.statusCode} ${err.errorCode}`,
  );

it('answers 502 when no sign-in service is configured or none listens', async () => {
  expect(await code(signInClient(undefined).team('Bearer x'))).toBe('502 sign_in_unavailable');
  const gone = await server(() => undefined);
  await gone.close();
  expect(await code(signInClient(gone.url).team('Bearer x'))).toBe('502 sign_in_unavailable');
});

it('gives up after its timeout', async () => {
  const silent = await server(() => undefined); // never answers
  try {
    const started = Date.now();
    expect(await code(signInClient(silent.url, 100).team('Bearer x'))).toBe('502 sign_in_unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await silent.close();
  }
});

it.each([
  [503, '{"error":"down","code":"internal_error"}'],
  [400, 'not json'],
  [409, '{"error":"x","code":"a_code_the_api_does_not_know"}'],
  [200, 'not json'],
])('answers 502 for a %i with %s', async (status, body) => {
  const odd = await server((_req, res) => res.writeHead(status, { 'content-type': 'application/json' }).end(body));
  try {
    expect(await code(signInClient(odd.url).team('Bearer x'))).toBe('502 sign_in_unavailable');
  } finally {
    await odd.close();
  }
});

it('encodes ids, so a path in an id names no other resource', async () => {
  const paths: string[] = [];
  const spy = await server((req, res) => {
    paths.push(req.url!);
    res.writeHead(204).end();
  });
  try {
    await signInClient(spy.url).removeMember('Bearer x', '../invitations/x?y');
    expect(paths).toEqual(['/org/members/..%2Finvitations%2Fx%3Fy']);
  } finally {
    await spy.close();
  }
});
