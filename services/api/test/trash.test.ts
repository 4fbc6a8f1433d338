// The Trash (routes/trash): what it lists, restoring with everything attached and its refusals,
// purging one item now, and record access. Purge by age: trash-purge.test.ts; erasure: erasure.test.ts.
import type { TrashItem } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { multipartBody } from './helpers/multipart';
import { requester, seedTeam, teamOf } from './helpers/record-access';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

async function upload(contactId: string, filename: string) {
  const { payload, headers } = multipartBody([{ filename, data: Buffer.from('file bytes'), contentType: 'text/plain' }]);
  const res = await t.app.inject({ method: 'POST', url: `/contacts/${contactId}/attachments`, headers: { ...(await t.headers()), ...headers }, payload });
  expect(res.statusCode).toBe(201);
  return res.json().attachments[0] as { id: string };
}

async function trash(query = ''): Promise<{ items: TrashItem[]; pagination: { totalCount: number; pages: number }; trash_days: number }> {
  const res = await api.call('GET', `/trash${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const names = (items: TrashItem[]) => items.map((i) => `${i.type}:${i.name}`);

describe('the Trash', () => {
  it('lists deleted contacts, companies, notes and files, newest first, and restores a contact with its note and file', async () => {
    const kept = await api.create({ first: 'Kept', last: 'Person' });
    const gone = await api.create({ first: 'Gone', last: 'Person' });
    const note = await api.addNote(gone.id, 'Met at the fair\nsecond line');
    const file = await upload(gone.id, 'contract.pdf');
    const loneNote = await api.addNote(kept.id, 'A stray thought');
    const loneFile = await upload(kept.id, 'stray.txt');
    const company = (await api.call('POST', '/companies', { name: 'Binned Ltd' })).json().company.id as string;

    expect((await api.call('DELETE', `/contacts/${kept.id}/notes/${loneNote.id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/contacts/${kept.id}/attachments/${loneFile.id}`)).statusCode).toBe(204);
    expect((await api.call('DELETE', `/companies/${company}`)).statusCode).toBe(204);
    await api.remove(gone.id);
    // Gone from everything else: the note and file lists, the file's download.
    expect((await api.call('GET', `/contacts/${kept.id}/notes`)).json().notes).toEqual([]);
    expect((await api.call('GET', `/contacts/${kept.id}/attachments/${loneFile.id}/download`)).statusCode).toBe(404);

    const list = await trash();
    expect(names(list.items)).toEqual(['contact:Gone Person', 'company:Binned Ltd', 'file:stray.txt', 'note:A stray thought']);
    expect(list.items[0]).toEqual({
      type: 'contact',
      id: gone.id,
      name: 'Gone Person',
      contact_id: null,
      contact_name: null,
      deleted_by: 'Alice Anders',
      deleted_at: expect.any(String),
      days_left: 30,
    });
    expect(list.items[3]).toMatchObject({ contact_id: kept.id, contact_name: 'Kept Person' });
    expect(list.pagination).toEqual({ totalCount: 4, page: 1, limit: 50, pages: 1 });
    expect(list.trash_days).toBe(30);
    expect(names((await trash('?limit=2&page=2')).items)).toEqual(['file:stray.txt', 'note:A stray thought']);

    expect((await api.call('POST', `/trash/contact/${gone.id}/restore`)).statusCode).toBe(204);
    expect((await api.get(gone.id)).first).toBe('Gone');
    expect((await api.call('GET', `/contacts/${gone.id}/notes`)).json().notes.map((n: { id: string }) => n.id)).toEqual([note.id]);
    expect((await api.call('GET', `/contacts/${gone.id}/attachments/${file.id}/download`)).body).toBe('file bytes');
    for (const [type, id] of [
      ['note', loneNote.id],
      ['file', loneFile.id],
      ['company', company],
    ]) {
      expect((await api.call('POST', `/trash/${type}/${id}/restore`)).statusCode).toBe(204);
    }
    expect((await api.call('GET', `/contacts/${kept.id}/notes`)).json().notes).toHaveLength(1);
    expect((await trash()).items).toEqual([]);
  });

  it('refuses a restore that would clash: a taken email, a note whose contact is in the Trash, an item not in it', async () => {
    const first = await api.create({ first: 'First', last: 'Holder', email: 'shared@trash.test' });
    const note = await api.addNote(first.id, 'Kept with its contact');
    expect((await api.call('DELETE', `/contacts/${first.id}/notes/${note.id}`)).statusCode).toBe(204);
    await api.remove(first.id);
    const second = await api.create({ first: 'Second', last: 'Holder', email: 'Shared@trash.test' });

    const note409 = await api.call('POST', `/trash/note/${note.id}/restore`);
    expect([note409.statusCode, note409.json().code]).toEqual([409, 'parent_in_trash']);
    const taken = await api.call('POST', `/trash/contact/${first.id}/restore`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'email_taken', params: { name: 'Second Holder', id: second.id } });
    const live = await api.call('POST', `/trash/contact/${second.id}/restore`);
    expect([live.statusCode, live.json().code]).toEqual([404, 'trash_item_not_found']);
    expect((await api.call('POST', `/trash/contact/not-an-id/restore`)).statusCode).toBe(404);
    expect((await api.call('POST', `/trash/deal/${first.id}/restore`)).statusCode).toBe(400);
    // Purged now by an admin: out of the Trash, and no restore brings it back.
    expect((await api.call('DELETE', `/trash/contact/${first.id}`)).statusCode).toBe(204);
    expect((await api.call('POST', `/trash/contact/${first.id}/restore`)).statusCode).toBe(404);
    expect((await trash()).items).toEqual([]);
  });

  it('follows record access: a member sees and restores only what they may, and never learns a hidden email holder', async () => {
    const team = teamOf('trash-access');
    const seeded = await seedTeam(t, team, 'owners_only');
    const call = requester(t);
    const { mia, max } = team.users;
    expect((await call(team.owner, 'DELETE', `/contacts/${seeded.maxContact}`)).status).toBe(204);
    expect((await call(mia, 'DELETE', `/contacts/${seeded.miaContact}`)).status).toBe(204);
    expect((await call(mia, 'GET', '/trash')).body.items.map((i: TrashItem) => i.id)).toEqual([seeded.miaContact]);
    expect((await call(mia, 'POST', `/trash/contact/${seeded.maxContact}/restore`)).status).toBe(404);
    // Max's new contact takes Mia's email: Mia may not learn whose it is.
    expect((await call(max, 'POST', '/contacts', { first: 'Copy', last: 'Cat', email: `mina@${team.org}.test` })).status).toBe(201);
    const hidden = await call(mia, 'POST', `/trash/contact/${seeded.miaContact}/restore`);
    expect([hidden.status, hidden.body.code]).toEqual([409, 'email_taken_hidden']);
    expect((await call(max, 'POST', `/trash/contact/${seeded.maxContact}/restore`)).status).toBe(204);
  });
});
