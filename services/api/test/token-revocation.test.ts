// Revocation: a removed or re-roled member's older tokens are refused 401 token_revoked, at once
// on the instance that made the change, within one sync on another instance of the same database,
// and from the start on an instance started afterwards; a token issued after the change passes.
import { tokenCutoffs } from '../src/auth/token-cutoffs';
import { createTestApp, type TestApp } from './helpers/app';
import { authHeaders, type TestUser } from './helpers/tokens';

const ORG = 'revocation-org';
const owner: TestUser = { sub: 'v-owner', name: 'Olga Owner', email: 'olga@revocation.test', org: ORG, role: 'owner' };
const sam: TestUser = { sub: 'v-sam', name: 'Sam Seller', email: 'sam@revocation.test', org: ORG, role: 'member' };
const kim: TestUser = { sub: 'v-kim', name: 'Kim Keeper', email: 'kim@revocation.test', org: ORG, role: 'member' };
const SYNC_MS = 200;

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp({ revocationSyncMs: SYNC_MS });
  // Another API process: its own connection to the same database, its own memory.
  other = await createTestApp({ sharing: t, ownConnection: true, revocationSyncMs: SYNC_MS });
  for (const user of [owner, sam, kim]) {
    t.signIn.addMember(ORG, { id: user.sub, name: user.name, email: user.email, role: user.role as 'owner' });
    await t.app.inject({ method: 'GET', url: '/members', headers: await t.headers(user) });
  }
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: TestApp, token: string) => app.app.inject({ method: 'GET', url: '/me', headers: authHeaders(token) });
const outcome = async (app: TestApp, token: string) => {
  const res = await me(app, token);
  return res.statusCode === 200 ? 'accepted' : `${res.statusCode} ${res.json().code}`;
};

/** Polls until `token` is refused on `app`; answers how long that took. */
async function refusedWithin(app: TestApp, token: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await outcome(app, token)) === '401 token_revoked') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still accepted after ${limitMs} ms`);
}

it('refuses a removed member at once here, within one sync on another instance, and from the start on a new one', async () => {
  const token = await t.tokens.sign(sam);
  // Both instances have verified (and remembered) the token.
  expect([await outcome(t, token), await outcome(other, token)]).toEqual(['accepted', 'accepted']);

  const res = await t.app.inject({ method: 'POST', url: '/organisation/members/v-sam/remove', headers: await t.headers(owner), payload: { hand_to: 'v-kim' } });
  expect(res.statusCode).toBe(200);
  expect(await outcome(t, token)).toBe('401 token_revoked');
  expect(await refusedWithin(other, token, SYNC_MS * 3)).toBeLessThanOrEqual(SYNC_MS * 3);

  const restarted = await createTestApp({ sharing: t, ownConnection: true });
  try {
    expect(await outcome(restarted, token)).toBe('401 token_revoked');
  } finally {
    await restarted.close();
  }
});

it('refuses the older tokens of a member whose role changed, and accepts the one they refresh to', async () => {
  const old = await t.tokens.sign(kim);
  expect([await outcome(t, old), await outcome(other, old)]).toEqual(['accepted', 'accepted']);
  const res = await other.app.inject({ method: 'PUT', url: '/organisation/members/v-kim', headers: await other.headers(owner), payload: { role: 'readonly' } });
  expect(res.statusCode).toBe(200);
  expect(await outcome(other, old)).toBe('401 token_revoked');
  await refusedWithin(t, old, SYNC_MS * 3);

  // Issued in the second of the change or later: accepted everywhere, with the new role.
  const fresh = await t.tokens.sign({ ...kim, role: 'readonly' }, { issuedAt: Math.floor(Date.now() / 1000) });
  const answers = await Promise.all([me(t, fresh), me(other, fresh)]);
  expect(answers.map((a) => [a.statusCode, a.json().access.role])).toEqual([
    [200, 'readonly'],
    [200, 'readonly'],
  ]);
});

describe('the cut-offs', () => {
  it('keep the newest cut-off of a member, and refuse a token without iat once there is one', () => {
    const cutoffs = tokenCutoffs();
    expect(cutoffs.revoked('org', 'm', undefined)).toBe(false);
    cutoffs.note({ orgSlug: 'org', memberId: 'm', validAfter: 200 });
    cutoffs.note({ orgSlug: 'org', memberId: 'm', validAfter: 100 }); // an older change read late
    expect([199, 200, 201].map((iat) => cutoffs.revoked('org', 'm', iat))).toEqual([true, false, false]);
    expect(cutoffs.revoked('org', 'm', undefined)).toBe(true);
    // Another organisation's member of the same id is someone else.
    expect(cutoffs.revoked('other-org', 'm', 1)).toBe(false);
  });
});
