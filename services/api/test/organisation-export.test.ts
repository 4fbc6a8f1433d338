// An organisation's full export (GET /organisation/export and its one-use links): one zip of a
// CSV per kind of record with a byte order mark, the files' bytes, and a manifest whose counts
// match; deleted records and what hangs from them are left out. The round trip through an
// import: test/organisation-import.test.ts.
import { createTestApp, type TestApp } from './helpers/app';
import { multipartBody } from './helpers/multipart';
import { csvRecords, exportOf, unzip } from './helpers/org-archive';
import { seedOrganisation, type SeedIds } from './helpers/seed';
import type { TestUser } from './helpers/tokens';

const ORG = 'export-org';
const owner: TestUser = { sub: 'export-owner', name: 'Olga Owner', email: 'olga@export.test', org: ORG };
const admin: TestUser = { ...owner, sub: 'export-admin', email: 'adam@export.test', role: 'admin' };
const BYTES = Buffer.from(Array.from({ length: 256 }, (_v, i) => i));

let t: TestApp;
let ids: SeedIds;
let kept: { id: string; file: string };
let deletedEmail: string;

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, user = owner) {
  return t.app.inject({ method, url, headers: await t.headers(user), ...(payload && { payload }) });
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedOrganisation(t.db, ORG);
  const contact = (await call('POST', '/contacts', { first: 'Zoë', last: 'Ånström, "Q"', email: 'zoe@export.test' })).json();
  await call('POST', `/contacts/${contact.id}/notes`, { body: 'Line one,\nline "two"' });
  const { payload, headers } = multipartBody([{ filename: 'bytes.bin', data: BYTES }]);
  const upload = await t.app.inject({
    method: 'POST',
    url: `/contacts/${contact.id}/attachments`,
    headers: { ...(await t.headers(owner)), ...headers },
    payload,
  });
  kept = { id: upload.json().attachments[0].id, file: 'bytes.bin' };
  deletedEmail = 'gone@export.test';
  const gone = (await call('POST', '/contacts', { first: 'Gone', last: 'Away', email: deletedEmail })).json();
  await call('POST', `/contacts/${gone.id}/notes`, { body: 'a note of a deleted contact' });
  expect((await call('DELETE', `/contacts/${gone.id}`)).statusCode).toBe(204);
});
afterAll(() => t.close());

describe('GET /organisation/export', () => {
  it("streams every kind of record as CSV with the files' bytes and a manifest whose counts match", async () => {
    const entries = await exportOf(t, owner);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest).toMatchObject({ format: 1, app: 'meridian-crm', organisation: ORG, exported_at: expect.any(String) });
    for (const [table, count] of Object.entries(manifest.counts as Record<string, number>)) {
      expect([table, csvRecords(entries.get(`${table}.csv`)).length]).toEqual([table, count]);
    }
    expect(Object.keys(manifest.counts).sort()).toEqual(
      [
        'activities',
        'activity_types',
        'attachments',
        'audit',
        'companies',
        'contacts',
        'deals',
        'history',
        'members',
        'notes',
        'pipelines',
        'rates',
        'settings',
        'stages',
        'views',
      ].sort(),
    );
    const contacts = csvRecords(entries.get('contacts.csv'));
    expect(contacts.find((c) => c.email === 'zoe@export.test')).toMatchObject({ first: 'Zoë', last: 'Ånström, "Q"' });
    expect(csvRecords(entries.get('notes.csv')).map((n) => n.body)).toContain('Line one,\nline "two"');
    expect(contacts.map((c) => c.id)).toContain(ids.contactId);
    // The files: one entry per attachment row, byte for byte.
    expect(entries.get(`attachments/${kept.id}/${kept.file}`)).toEqual(BYTES);
    const files = [...entries.keys()].filter((name) => name.startsWith('attachments/'));
    expect(files).toHaveLength(manifest.counts.attachments);
  });

  it('leaves deleted records out, and what hangs from them', async () => {
    const entries = await exportOf(t, owner);
    for (const [name, data] of entries) {
      expect([name, data.toString('utf8').includes(deletedEmail) || data.toString('utf8').includes('a note of a deleted contact')]).toEqual([name, false]);
    }
  });

  it('is for owners only', async () => {
    expect((await call('GET', '/organisation/export', undefined, admin)).statusCode).toBe(403);
    expect((await call('POST', '/organisation/export/links', undefined, admin)).statusCode).toBe(403);
  });
});

describe('one-use download links', () => {
  const pathOf = (url: string) => new URL(url).pathname;

  it('downloads the export once, without a token, within 60 seconds', async () => {
    const res = await call('POST', '/organisation/export/links');
    expect(res.statusCode).toBe(201);
    const { url, expires_at } = res.json();
    expect(url).toMatch(/\/organisation\/export\/download\/[A-Za-z0-9_-]{43}$/);
    const seconds = (Date.parse(expires_at) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    const first = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect([first.statusCode, first.headers['content-type'], first.headers['content-disposition']]).toEqual([
      200,
      'application/zip',
      expect.stringMatching(/^attachment; filename="meridian-export-org-\d{4}-\d\d-\d\d\.zip"$/),
    ]);
    expect((await unzip(first.rawPayload)).has('contacts.csv')).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect([again.statusCode, again.json().code]).toEqual([404, 'export_link_not_found']);
  });

  it('refuses an expired link and anything that is not a link alike', async () => {
    const { url } = (await call('POST', '/organisation/export/links')).json();
    // Expired: its row says so (the download compares with the clock).
    await t.db.db
      .updateTable('export_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() } as never)
      .where('org_slug', '=', ORG)
      .execute();
    const expired = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect([expired.statusCode, expired.json().code]).toEqual([404, 'export_link_not_found']);
    for (const token of ['x', 'A'.repeat(43), '..%2F..%2Fetc', `${'A'.repeat(43)}.zip`]) {
      const res = await t.app.inject({ method: 'GET', url: `/organisation/export/download/${token}` });
      expect([token, res.statusCode, res.json().code]).toEqual([token, 404, 'export_link_not_found']);
    }
  });
});
