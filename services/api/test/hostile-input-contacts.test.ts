// Hostile input on the /contacts write routes (contacts, notes, attachments); see
// hostile-input.test.ts for the other routes and the check that every write route has a case.
import { createTestApp, type TestApp } from './helpers/app';
import { runHostileCase } from './helpers/hostile-run';
import { hostileCases } from './hostile-input-cases';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
});
afterAll(() => t.close());

const contactCases = hostileCases.filter((c) => c.route.includes(' /contacts'));

it.each(contactCases.map((c) => [c.route, c] as const))('withstands hostile input: %s', async (_route, c) => {
  expect(await runHostileCase(t, c)).toEqual([]);
});
