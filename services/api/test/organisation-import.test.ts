// An organisation archive brought into an empty organisation (POST /organisation/import): the
// round trip export → import gives equal counts and content, record by record (ids aside, each
// reference compared by the content of the record it points at), files byte for byte; and the
// refusals: an organisation that is not empty, a zip bomb, too many entries, a name leaving its
// folder, another format, no manifest, not a zip, a caller who is not an owner.
import { ARCHIVE_TABLES, type ArchiveTable, type TableSpec } from '../src/org-export/archive-format';
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody } from './helpers/multipart';
import { csvRecords, exportOf, importInto, makeZip, unzip } from './helpers/org-archive';
import { seedOrganisation, snapshotOrganisation } from './helpers/seed';
import type { TestUser } from './helpers/tokens';

const source: TestUser = { sub: 'move-owner', name: 'Mo Owner', email: 'mo@move.test', org: 'move-from' };
const target: TestUser = { sub: 'move-owner-2', name: 'Mo Owner', email: 'mo@move.test', org: 'move-to' };
const BYTES = Buffer.from(Array.from({ length: 3000 }, (_v, i) => (i * 7) % 256));

let t: TestApp;
let archive: Buffer;

async function call(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: await t.headers(user), ...(payload && { payload }) });
}

beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, source.org);
  await call(source, 'GET', '/me');
  const contact = (await call(source, 'POST', '/contacts', { first: 'Zoë', last: 'Ånström, "Q"', email: 'zoe@move.test', tags: 'vip, eu' })).json();
  await call(source, 'POST', `/contacts/${contact.id}/notes`, { body: 'Line one,\r\nline "two"  ' });
  const { payload, headers } = multipartBody([{ filename: 'ünïcode ../name.bin', data: BYTES }]);
  await t.app.inject({ method: 'POST', url: `/contacts/${contact.id}/attachments`, headers: { ...(await t.headers(source)), ...headers }, payload });
  const res = await call(source, 'GET', '/organisation/export');
  expect(res.statusCode).toBe(200);
  archive = res.rawPayload;
});
afterAll(() => t.close());

/** Each table's records as comparable text: no ids, references replaced by what they point at, members left out. */
function canonical(entries: Map<string, Buffer>): Record<string, string[]> {
  const records = new Map<ArchiveTable, Record<string, string>[]>(ARCHIVE_TABLES.map((spec) => [spec.name, csvRecords(entries.get(`${spec.name}.csv`))]));
  const byId = new Map<ArchiveTable, Map<string, Record<string, string>>>(
    [...records].map(([name, rows]) => [name, new Map(rows.map((row) => [row.id!, row]))] as const),
  );
  const spec = (name: ArchiveTable) => ARCHIVE_TABLES.find((s) => s.name === name)!;
  const text = (table: TableSpec, row: Record<string, string>, depth = 0): string =>
    JSON.stringify(
      Object.entries(row)
        .filter(([column]) => column !== 'id')
        .map(([column, value]) => {
          const ref = table.refs?.[column];
          if (!ref) return [column, value];
          if (ref.kind === 'member' || ref.kind === 'any') return [column, '(member or record)'];
          const to = byId.get(ref.table)?.get(value);
          if (ref.kind === 'keep' && !to) return [column, value];
          return [column, to && depth < 3 ? text(spec(ref.table), to, depth + 1) : value ? '(missing)' : ''];
        }),
    );
  return Object.fromEntries(
    ARCHIVE_TABLES.filter((table) => table.name !== 'members').map((table) => [
      table.name,
      records
        .get(table.name)!
        .map((row) => text(table, row))
        .sort(),
    ]),
  );
}

describe('the round trip: export, then import into an empty organisation', () => {
  it('brings every record back, equal in content, and every file byte for byte', async () => {
    // A new organisation has its default pipeline once it looked at the board: the import replaces it.
    expect((await call(target, 'GET', '/pipeline')).statusCode).toBe(200);
    const res = await importInto(t, target, archive);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const before = await unzip(archive);
    const manifest = JSON.parse(before.get('manifest.json')!.toString('utf8'));
    expect(answer.skipped).toBe(0);
    expect(answer.counts).toEqual(manifest.counts);
    const after = await exportOf(t, target);
    expect(canonical(after)).toEqual(canonical(before));
    const files = (entries: Map<string, Buffer>) =>
      [...entries]
        .filter(([name]) => name.startsWith('attachments/'))
        .map(([name, data]) => `${name.split('/')[2]} ${data.toString('base64')}`)
        .sort();
    expect(files(after)).toEqual(files(before));
    expect(files(after).join()).toContain(BYTES.toString('base64'));
    // The contact reads back through the API as it was, and search finds it.
    const found = await call(target, 'GET', '/contacts?search=Zo%C3%AB');
    expect(found.json().contacts.map((c: { last: string }) => c.last)).toEqual(['Ånström, "Q"']);
  });

  it('refuses an organisation that is not empty, changing nothing', async () => {
    const snapshot = await snapshotOrganisation(t.db, target.org);
    const res = await importInto(t, target, archive);
    expect([res.statusCode, res.json().code]).toEqual([409, 'org_import_not_empty']);
    expect(await snapshotOrganisation(t.db, target.org)).toEqual(snapshot);
  });
});

describe('hostile archives', () => {
  const fresh: TestUser = { sub: 'hostile-owner', name: 'H', email: 'h@hostile-import.test', org: 'hostile-import' };
  const manifest = (format: unknown = 1) => JSON.stringify({ format, counts: {} });
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ sharing: t, orgImportLimits: { maxEntries: 5, maxUnpackedBytes: 1024 * 1024, maxBytes: 256 * 1024 } });
    await call(fresh, 'GET', '/me'); // recorded as a member before any snapshot
  });
  afterAll(() => small.close());

  const refused = async (zip: Buffer, status: number, code: string, app = small) => {
    const snapshot = await snapshotOrganisation(t.db, fresh.org);
    const res = await importInto(app, fresh, zip);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
    expect(await snapshotOrganisation(t.db, fresh.org)).toEqual(snapshot);
  };

  it('refuses a zip bomb by the sizes its entries declare, before reading any', async () => {
    await refused(await makeZip({ 'manifest.json': manifest(), 'contacts.csv': Buffer.alloc(2 * 1024 * 1024) }), 400, 'org_import_unpacked_too_large');
  });

  it('refuses too many entries, an upload past the limit, and a file that is not a zip', async () => {
    const many = Object.fromEntries(Array.from({ length: 6 }, (_v, i) => [`f${i}.txt`, 'x']));
    await refused(await makeZip({ 'manifest.json': manifest(), ...many }), 400, 'org_import_too_many_entries');
    await refused(Buffer.alloc(300 * 1024, 1), 413, 'org_import_too_large');
    await refused(Buffer.from('PK not really a zip'), 400, 'org_import_not_zip');
  });

  it('refuses a name that leaves its folder', async () => {
    // yazl will not write such a name: one of the same length is replaced in the bytes.
    const zip = await makeZip({ 'manifest.json': manifest(), 'aa/evil.txt': 'x' });
    const evil = Buffer.from(zip.toString('latin1').replaceAll('aa/evil.txt', '../evil.txt'), 'latin1');
    await refused(evil, 400, 'org_import_unsafe_path');
  });

  it('refuses another format, a missing manifest, and a caller who is not an owner', async () => {
    await refused(await makeZip({ 'manifest.json': manifest(99) }), 400, 'org_import_format');
    await refused(await makeZip({ 'contacts.csv': 'id\n' }), 400, 'org_import_no_manifest');
    const admin = { ...fresh, sub: 'hostile-admin', role: 'admin' };
    const res = await importInto(small, admin, await makeZip({ 'manifest.json': manifest() }));
    expect([res.statusCode, res.json().code]).toEqual([403, 'role_forbidden']);
  });
});
