// Runs one hostile-input case: every variant of hostile-requests.ts, each checked against its
// expected outcome (see hostile.ts), then the valid request once more. Returns the problems found.
import { isDeepStrictEqual } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './app';
import { freshOrganisation, refusalProblem, rowsOf, stringsIn, valuesOf, type HostileCase, type Org } from './hostile';
import { hostileRequests, OTHER_ORG, PLANTED_ID, UNKNOWN_MARKER, validRequest, type HostileRequest } from './hostile-requests';

async function send(t: TestApp, c: HostileCase, org: Org, r: HostileRequest): Promise<LightMyRequestResponse> {
  const req = r.build(org.ids);
  return t.app.inject({
    method: c.route.split(' ')[0] as 'POST',
    url: req.url,
    headers: { ...org.headers, ...req.headers },
    ...(req.payload === undefined ? {} : { payload: req.payload as string }),
  });
}

const occurrences = (snapshot: unknown, value: string) => stringsIn(snapshot).filter((s) => s === value).length;

/** What is wrong with the answer to one hostile request and its effect, or undefined. */
async function problemOf(t: TestApp, r: HostileRequest, org: Org, res: LightMyRequestResponse, before: unknown, after: unknown): Promise<string | undefined> {
  const { outcome } = r;
  if (outcome.kind === 'refused' || (outcome.kind === 'no-op' && outcome.status >= 400)) {
    const problem = refusalProblem(res);
    if (problem) return problem;
  }
  if (outcome.kind !== 'refused' && res.statusCode !== outcome.status) return `expected ${outcome.status}, got ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if ((outcome.kind === 'refused' || outcome.kind === 'no-op') && !isDeepStrictEqual(after, before)) return "changed the organisation's data";
  if (outcome.kind === 'stored') {
    const answered = valuesOf(res.json(), outcome.field).filter((v) => typeof v === 'string');
    if (answered.some((v) => v !== outcome.value)) return `answered ${outcome.field} as ${JSON.stringify(answered)}`;
    if (occurrences(after, outcome.value) <= occurrences(before, outcome.value)) return 'the text was not stored exactly as sent';
  }
  if (outcome.kind === 'strips-unknown') {
    if (stringsIn(after).some((s) => s.includes(UNKNOWN_MARKER) || s === PLANTED_ID || s === OTHER_ORG)) return 'stored an unknown field';
    if (await rowsOf(t, OTHER_ORG)) return 'wrote into the organisation named in the body';
  }
  const next = await t.app.inject({ method: 'GET', url: '/organisation/summary', headers: org.headers });
  if (next.statusCode !== 200) return `the next request failed with ${next.statusCode}`;
  return undefined;
}

/** Problems found ("<variant>: <what went wrong>"); empty when the route withstood everything. */
export async function runHostileCase(t: TestApp, c: HostileCase): Promise<string[]> {
  const org = await freshOrganisation(t);
  const failures: string[] = [];
  let orgState = await org.snapshot();
  for (const r of hostileRequests(c)) {
    const writes = r.outcome.kind === 'stored' || r.outcome.kind === 'strips-unknown';
    const target = writes && c.freshOrgPerWrite ? await freshOrganisation(t) : org;
    const before = target === org ? orgState : await target.snapshot();
    const res = await send(t, c, target, r);
    const after = await target.snapshot();
    if (target === org) orgState = after;
    const problem = await problemOf(t, r, target, res, before, after);
    if (problem) failures.push(`${r.label}: ${problem}`);
  }
  // After all of that, the route still does its job.
  const res = await send(t, c, await freshOrganisation(t), validRequest(c));
  if (res.statusCode !== c.status) failures.push(`the valid request afterwards: expected ${c.status}, got ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return failures;
}
