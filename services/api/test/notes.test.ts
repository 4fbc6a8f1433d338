import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

const notesOf = async (contactId: string) => {
  const res = await api.call('GET', `/contacts/${contactId}/notes`);
  expect(res.statusCode).toBe(200);
  return res.json().notes as { id: string; body: string; created_at: string; updated_at: string }[];
};

describe('notes of a contact', () => {
  it('adds trimmed notes and lists them newest first', async () => {
    const contact = await api.create();
    expect(await notesOf(contact.id)).toEqual([]);
    const first = await api.addNote(contact.id, '  First call booked \n');
    expect(first).toEqual({ id: expect.any(String), body: 'First call booked', created_at: expect.any(String), updated_at: first.created_at });
    const second = await api.addNote(contact.id, 'Sent the proposal');
    const third = await api.addNote(contact.id, 'Signed');
    expect((await notesOf(contact.id)).map((n) => n.id)).toEqual([third.id, second.id, first.id]);
  });

  it.each([
    ['an empty body', { body: '' }, { error: 'Note body is required', code: 'note_body_required', field: 'body' }],
    ['a blank body', { body: ' \n\t ' }, { error: 'Note body is required', code: 'note_body_required', field: 'body' }],
    ['no body', {}, { error: 'body is required', code: 'field_required', params: { field: 'body' } }],
    [
      'a body over 100,000 characters',
      { body: 'x'.repeat(100_001) },
      { error: 'body must be at most 100000 characters', code: 'validation_failed', params: { field: 'body' } },
    ],
  ])('refuses %s with 400', async (_label, payload, answer) => {
    const contact = await api.create();
    const res = await api.call('POST', `/contacts/${contact.id}/notes`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answer);
    expect(await notesOf(contact.id)).toEqual([]);
  });

  it('edits a note, keeping when it was written', async () => {
    const contact = await api.create();
    const note = await api.addNote(contact.id, 'Draft');
    const res = await api.call('PUT', `/contacts/${contact.id}/notes/${note.id}`, { body: ' Final ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...note, body: 'Final', updated_at: expect.any(String) });
    expect(res.json().updated_at >= note.updated_at).toBe(true);
    expect((await api.call('PUT', `/contacts/${contact.id}/notes/${note.id}`, { body: ' ' })).json()).toEqual({
      error: 'Note body is required',
      code: 'note_body_required',
      field: 'body',
    });
    expect(await notesOf(contact.id)).toEqual([res.json()]);
  });

  it('deletes a note', async () => {
    const contact = await api.create();
    const keep = await api.addNote(contact.id, 'Keep');
    const drop = await api.addNote(contact.id, 'Drop');
    expect((await api.call('DELETE', `/contacts/${contact.id}/notes/${drop.id}`)).statusCode).toBe(204);
    expect(await notesOf(contact.id)).toEqual([keep]);
    const again = await api.call('DELETE', `/contacts/${contact.id}/notes/${drop.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Note not found', code: 'note_not_found' });
  });

  it("answers 404 for an unknown contact, or a note that is another contact's", async () => {
    const owner = await api.create();
    const other = await api.create();
    const note = await api.addNote(owner.id, 'Mine');
    for (const [method, url, payload] of [
      ['PUT', `/contacts/${other.id}/notes/${note.id}`, { body: 'Stolen' }],
      ['DELETE', `/contacts/${other.id}/notes/${note.id}`, undefined],
      ['PUT', `/contacts/${owner.id}/notes/not-a-uuid`, { body: 'x' }],
    ] as const) {
      const res = await api.call(method, url, payload);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Note not found', code: 'note_not_found' }]);
    }
    for (const [method, url] of [
      ['GET', '/contacts/not-a-uuid/notes'],
      ['POST', `/contacts/${note.id}/notes`],
      ['PUT', `/contacts/not-a-uuid/notes/${note.id}`],
      ['DELETE', `/contacts/not-a-uuid/notes/${note.id}`],
    ] as const) {
      const res = await api.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { body: 'x' });
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Contact not found', code: 'contact_not_found' }]);
    }
    expect(await notesOf(owner.id)).toEqual([note]);
  });

  it('answers 404 for the notes of a deleted contact', async () => {
    const contact = await api.create();
    const note = await api.addNote(contact.id, 'Hidden with the contact');
    await api.remove(contact.id);
    for (const [method, url] of [
      ['GET', `/contacts/${contact.id}/notes`],
      ['POST', `/contacts/${contact.id}/notes`],
      ['PUT', `/contacts/${contact.id}/notes/${note.id}`],
      ['DELETE', `/contacts/${contact.id}/notes/${note.id}`],
    ] as const) {
      expect((await api.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : { body: 'x' })).statusCode).toBe(404);
    }
  });
});
