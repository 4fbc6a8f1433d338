// Erasing a person (POST /contacts/:id/erase): afterwards nothing of them is left in any table of
// the database (every table the schema has, the search indexes' own included, read whole and
// searched for their names, email, phone, note text, file name and bytes, and their ids), the
// contact they were merged with included; the audit trail keeps an `erased` event without a name.
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { usingPostgres } from './helpers/db';
import { multipartBody } from './helpers/multipart';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

const soon = () => new Date(Date.now() + 3_600_000).toISOString();

async function ok(res: Promise<LightMyRequestResponse>, status: number): Promise<void> {
  const answer = await res;
  if (answer.statusCode !== status) throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
}

/** Every table of the database (the test's own schema on PostgreSQL), read whole, as text. */
async function everyTable(): Promise<Map<string, string>> {
  const db = t.db.db;
  const tables = usingPostgres
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)).rows;
  const text = new Map<string, string>();
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const values = rows.flatMap((row) => Object.values(row).map((v) => (Buffer.isBuffer(v) ? v.toString('latin1') : String(v))));
    text.set(name, values.join('\n').toLowerCase());
  }
  return text;
}

function tablesHolding(tables: Map<string, string>, needle: string): string[] {
  return [...tables].filter(([, text]) => text.includes(needle.toLowerCase())).map(([name]) => name);
}

describe('erasing a contact', () => {
  it('leaves nothing of the person in any table, search index or file, and records the erasure without a name', async () => {
    const person = await api.create({ first: 'Zebulon', last: 'Quixotic', email: 'zebulon@erasure.test', phone: '+44 7700 900123', tags: 'vipzq' });
    const twin = await api.create({ first: 'Zebulon', last: 'Quixoticus', email: 'zq.twin@erasure.test' });
    const keep = await api.create({ first: 'Keepsake', last: 'Control', email: 'keepsake@erasure.test' });
    await api.call('PUT', `/contacts/${person.id}`, { first: 'Zebulon', last: 'Quixotic', email: 'zebulon@erasure.test', phone: '+44 7700 900124' });
    const note = await api.addNote(person.id, 'Zebulon likes quinces');
    await api.addNote(keep.id, 'Keepsake note');
    const { payload, headers } = multipartBody([{ filename: 'zebulon-passport.txt', data: Buffer.from('QUINCEBYTES'), contentType: 'text/plain' }]);
    await ok(t.app.inject({ method: 'POST', url: `/contacts/${person.id}/attachments`, headers: { ...(await t.headers()), ...headers }, payload }), 201);
    await ok(api.call('POST', `/pipeline/${person.id}/add`, { deal: { value: '12.00', currency: 'EUR' } }), 201);
    await ok(api.call('POST', '/activities', { type: 'call', subject: 'Call Zebulon', due_at: soon(), contact_id: person.id }), 201);
    await ok(api.call('POST', '/contacts/bulk-edit', { ids: [person.id], change: { action: 'add_tags', tags: 'zqtag' } }), 200);
    await ok(api.call('POST', '/contacts/merge', { primary_id: person.id, ids: [twin.id], values: {} }), 200);
    await ok(api.call('DELETE', `/contacts/${person.id}/notes/${note.id}`), 204); // a note in the Trash goes too
    expect((await api.list('search=zebulon')).contacts.map((c: { id: string }) => c.id)).toEqual([person.id]);

    // Not the tag the bulk edit added: the edit's own change (bulk_edits.change) names it, not the person.
    const needles = ['zebulon', 'quixotic', 'quince', 'QUINCEBYTES', '900123', '900124', person.id, twin.id, note.id];
    const before = await everyTable();
    for (const needle of needles) expect(tablesHolding(before, needle)).not.toEqual([]);

    await ok(api.call('POST', `/contacts/${person.id}/erase`), 204);

    const after = await everyTable();
    const left = Object.fromEntries(needles.map((needle) => [needle, tablesHolding(after, needle)]).filter(([, tables]) => tables.length));
    expect(left).toEqual({});
    // The others are untouched, and found as before.
    expect(tablesHolding(after, 'keepsake')).toEqual(expect.arrayContaining(['contacts', 'notes']));
    expect((await api.list('search=zebulon')).contacts).toEqual([]);
    expect((await api.list('search=keepsake')).contacts).toHaveLength(1);
    expect((await api.call('GET', `/contacts/${person.id}`)).statusCode).toBe(404);
    expect((await api.call('POST', `/contacts/${person.id}/erase`)).statusCode).toBe(404);

    const erased = await api.scope.selectFrom('audit_events').selectAll().where('action', '=', 'erased').execute();
    expect(erased).toEqual([
      expect.objectContaining({
        actor_name: 'Alice Anders',
        record_type: 'contact',
        record_id: null,
        record_name: null,
        contact_id: null,
        changes: '[]',
        details: '{}',
      }),
    ]);
  });
});
