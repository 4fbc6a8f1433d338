// The API process of the load benchmark (forked by api-load.ts, so that the load generator does
// not share its event loop): the real app on loopback over a seeded organisation of 500,000
// contacts, 20,000 companies and 5,000 contacts on the default pipeline (added through the API),
// and a small second organisation that writes while the first one reads.
import { buildApp } from '../services/api/src/app';
import { tenantScope } from '../services/api/src/db/tenant-scope';
import { openTestDatabase } from '../services/api/test/helpers/db';
import { authHeaders, createTokenFactory, TEST_ISSUER, TEST_SERVICE_ID } from '../services/api/test/helpers/tokens';
import { seedActivities } from './activities-seed';
import { maintain } from './contacts-maintain';
import { seedContacts } from './contacts-seed';

export const LOAD_ORG = 'bench-load';
export const OTHER_ORG = 'bench-other';
/** The load organisation's members: the benchmark's user (an owner) and two members, each owning a third of the records. */
export const MEMBER = 'user-member';
const OWNERS = ['user-load', MEMBER, 'user-third'];
const OTHER_CONTACTS = 1_000;
const CONTACTS = Number(process.env.CONTACTS ?? 500_000);
const COMPANIES = Number(process.env.COMPANIES ?? 20_000);
const ON_BOARD = Number(process.env.ON_BOARD ?? 5_000);
/** Activities of the load organisation, and how many of them are the benchmark user's ("My work"). */
const ACTIVITIES = Number(process.env.ACTIVITIES ?? 100_000);
const MY_ACTIVITIES = Number(process.env.MY_ACTIVITIES ?? 2_000);
/** The benchmark's user (an owner). */
export const LOAD_USER = 'user-load';
const numberFrom = (text: string | undefined) => (text ? Number(text) : undefined);

export interface ServerReady {
  type: 'ready';
  port: number;
  dialect: string;
  headers: Record<string, string>;
  /** A member of the load organisation (role member) who owns a third of its records (record access scenarios). */
  memberHeaders: Record<string, string>;
  /** The benchmark user's id (whose My work the activities scenarios read). */
  userId: string;
  pipelineId: string;
  stageIds: string[];
  /** Contacts on the board (moved by the benchmark) and others (notes are written to them). */
  boardContacts: string[];
  otherContacts: string[];
  /** The second organisation: a user's headers and its contacts. */
  otherOrg: { headers: Record<string, string>; contacts: string[] };
}

async function main(): Promise<void> {
  const database = await openTestDatabase();
  const started = Date.now();
  await seedContacts(database.handle, { org: LOAD_ORG, contacts: CONTACTS, companies: COMPANIES, owners: OWNERS });
  await seedContacts(database.handle, { org: OTHER_ORG, contacts: OTHER_CONTACTS, companies: 10 });
  const tokens = await createTokenFactory();
  const app = buildApp({
    db: database.handle,
    auth: { issuer: TEST_ISSUER, serviceId: TEST_SERVICE_ID, keys: tokens.keySet },
    corsOrigins: [],
    rateLimitMax: 1_000_000_000,
    answerCacheEntries: process.env.ANSWER_CACHE === '0' ? 0 : undefined,
    // READ_TURNS=0: every read runs as it comes, as before plugins/read-turns.ts (before/after figures);
    // READS_AT_ONCE, READS_BESIDE_WRITES, READ_PASS_MS: other settings than the API's defaults.
    ...(process.env.READ_TURNS === '0'
      ? { readsAtOnce: Infinity, readsBesideWrites: Infinity, readPassMs: Infinity }
      : {
          readsAtOnce: numberFrom(process.env.READS_AT_ONCE),
          readsBesideWrites: numberFrom(process.env.READS_BESIDE_WRITES),
          readPassMs: numberFrom(process.env.READ_PASS_MS),
        }),
    logger: false,
  });
  const token = await tokens.sign({ sub: 'user-load', name: 'Load', email: 'load@bench.test', org: LOAD_ORG }, { expiresIn: 7200 });
  const headers = authHeaders(token);
  const memberToken = await tokens.sign({ sub: MEMBER, name: 'Member', email: 'member@bench.test', org: LOAD_ORG, role: 'member' }, { expiresIn: 7200 });
  const otherToken = await tokens.sign({ sub: 'user-other', name: 'Other', email: 'other@bench.test', org: OTHER_ORG }, { expiresIn: 7200 });
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const pipelineId: string = (await call('GET', '/pipeline')).pipelines[0].id;
  const stageIds: string[] = (await call('GET', `/pipeline/${pipelineId}/stages`)).data.map((s: { id: string }) => s.id);
  const ids = (
    await tenantScope(database.handle.db, LOAD_ORG, database.handle.dialect)
      .selectFrom('contacts')
      .select('id')
      .where('deleted_at', 'is', null)
      .limit(ON_BOARD + 1_000)
      .execute()
  ).map((r) => r.id);
  const boardContacts = ids.slice(0, ON_BOARD);
  for (const [i, id] of boardContacts.entries()) await call('POST', `/pipeline/${id}/add`, { stageId: stageIds[i % stageIds.length] });
  // The board's contacts get their next activities (two open and a done one for three in four);
  // the rest, up to ACTIVITIES, goes to the other two owners, MY_ACTIVITIES of it to the user.
  const onCards = Math.floor(boardContacts.length * 0.75) * 3;
  const others = Math.max(0, ACTIVITIES - onCards - MY_ACTIVITIES);
  await seedActivities(database.handle, {
    org: LOAD_ORG,
    contactIds: boardContacts,
    perContact: 2,
    assignees: OWNERS.slice(1),
    extra: [
      { assignee: LOAD_USER, count: MY_ACTIVITIES },
      { assignee: OWNERS[1]!, count: Math.ceil(others / 2) },
      { assignee: OWNERS[2]!, count: Math.floor(others / 2) },
    ],
  });
  // Otherwise PostgreSQL's autovacuum works through the fresh 500k rows during the first scenario.
  await maintain(database.handle);
  console.error(`${database.handle.dialect}: seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);

  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await app.close();
    await database.destroy();
    process.exit(0);
  });
  const ready: ServerReady = {
    type: 'ready',
    port,
    dialect: database.handle.dialect,
    headers,
    memberHeaders: authHeaders(memberToken),
    userId: LOAD_USER,
    pipelineId,
    stageIds,
    boardContacts,
    otherContacts: ids.slice(ON_BOARD),
    otherOrg: {
      headers: authHeaders(otherToken),
      contacts: (
        await tenantScope(database.handle.db, OTHER_ORG, database.handle.dialect).selectFrom('contacts').select('id').where('deleted_at', 'is', null).execute()
      ).map((r) => r.id),
    },
  };
  process.send!(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
