import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { multipartBody, type UploadPart } from './helpers/multipart';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

async function upload(app: TestApp, contactId: string, parts: UploadPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.app.inject({ method: 'POST', url: `/contacts/${contactId}/attachments`, headers: { ...(await app.headers()), ...headers }, payload });
}

async function listFiles(contactId: string) {
  const res = await api.call('GET', `/contacts/${contactId}/attachments`);
  expect(res.statusCode).toBe(200);
  return res.json().attachments as { id: string; filename: string; size: number; mime_type: string }[];
}

const BINARY = Buffer.from([0, 1, 2, 250, 255, 10, 13, 0x22, 0x5c]);

describe('attachments of a contact', () => {
  it('stores several files from one upload and lists them, newest first, without their bytes', async () => {
    const contact = await api.create();
    expect(await listFiles(contact.id)).toEqual([]);
    const res = await upload(t, contact.id, [
      { filename: 'brief.txt', data: 'Brief\n', contentType: 'text/plain; charset=utf-8' },
      { filename: 'logo.bin', data: BINARY },
    ]);
    expect(res.statusCode).toBe(201);
    const created = res.json().attachments;
    expect(created).toEqual([
      { id: expect.any(String), filename: 'brief.txt', size: 6, mime_type: 'text/plain', uploaded_at: expect.any(String) },
      { id: expect.any(String), filename: 'logo.bin', size: BINARY.length, mime_type: 'application/octet-stream', uploaded_at: expect.any(String) },
    ]);
    expect(await listFiles(contact.id)).toEqual([created[1], created[0]]);
  });

  it('downloads the exact bytes as an attachment, with a name safe for any characters', async () => {
    const contact = await api.create();
    const filename = 'Prüfbericht 日本 (v2).pdf';
    const [file] = (await upload(t, contact.id, [{ filename, data: BINARY, contentType: 'application/pdf' }])).json().attachments;
    expect(file.filename).toBe(filename);
    const res = await api.call('GET', `/contacts/${contact.id}/attachments/${file.id}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(BINARY)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BINARY.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Pr_fbericht __ (v2).pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20%E6%97%A5%E6%9C%AC%20%28v2%29.pdf`,
    });
  });

  it('keeps names printable and types well-formed', async () => {
    const contact = await api.create();
    const res = await upload(t, contact.id, [
      { filename: 'tab\there.txt', data: 'a', contentType: 'not a type' },
      { filename: ' ', data: 'b', contentType: 'TEXT/CSV' },
    ]);
    expect(res.json().attachments.map((a: { filename: string; mime_type: string }) => [a.filename, a.mime_type])).toEqual([
      ['tabhere.txt', 'application/octet-stream'],
      ['file', 'text/csv'],
    ]);
  });

  it('deletes a file', async () => {
    const contact = await api.create();
    const [keep, drop] = (
      await upload(t, contact.id, [
        { filename: 'keep', data: 'k' },
        { filename: 'drop', data: 'd' },
      ])
    ).json().attachments;
    expect((await api.call('DELETE', `/contacts/${contact.id}/attachments/${drop.id}`)).statusCode).toBe(204);
    expect(await listFiles(contact.id)).toEqual([keep]);
    for (const [method, url] of [
      ['DELETE', `/contacts/${contact.id}/attachments/${drop.id}`],
      ['GET', `/contacts/${contact.id}/attachments/${drop.id}/download`],
      ['GET', `/contacts/${contact.id}/attachments/not-a-uuid/download`],
    ] as const) {
      const res = await api.call(method, url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { error: 'Attachment not found', code: 'attachment_not_found' }]);
    }
  });

  it("answers 404 for another contact's file and for a contact that is not there", async () => {
    const owner = await api.create();
    const other = await api.create();
    const [file] = (await upload(t, owner.id, [{ filename: 'a.txt', data: 'a' }])).json().attachments;
    expect((await api.call('GET', `/contacts/${other.id}/attachments/${file.id}/download`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/contacts/${other.id}/attachments/${file.id}`)).statusCode).toBe(404);
    const missing = await upload(t, 'not-a-uuid', [{ filename: 'a.txt', data: 'a' }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { error: 'Contact not found', code: 'contact_not_found' }]);
    await api.remove(owner.id);
    expect((await api.call('GET', `/contacts/${owner.id}/attachments/${file.id}/download`)).statusCode).toBe(404);
  });

  it('refuses an upload without a file part', async () => {
    const contact = await api.create();
    const error = { error: 'No file uploaded: send multipart/form-data with one or more parts named "file"', code: 'no_file' };
    const wrongField = await upload(t, contact.id, [{ filename: 'a.txt', data: 'a', field: 'document' }]);
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, error]);
    const json = await api.call('POST', `/contacts/${contact.id}/attachments`, { file: 'a' });
    expect([json.statusCode, json.json()]).toEqual([400, error]);
    expect(await listFiles(contact.id)).toEqual([]);
  });

  it('refuses more files than one upload may carry, storing none', async () => {
    const contact = await api.create();
    const parts = Array.from({ length: 11 }, (_, i) => ({ filename: `f${i}.txt`, data: 'x' }));
    const res = await upload(t, contact.id, parts);
    expect([res.statusCode, res.json()]).toEqual([413, { error: 'Too many files (at most 10 per upload)', code: 'too_many_files', params: { max: 10 } }]);
    expect(await listFiles(contact.id)).toEqual([]);
  });
});

describe('upload size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ maxUploadBytes: 1024 });
  });
  afterAll(() => small.close());

  it('answers 413 with the limit and stores nothing of that upload', async () => {
    const smallApi = contactsApi(small);
    const contact = await smallApi.create();
    const res = await upload(small, contact.id, [
      { filename: 'fits.txt', data: Buffer.alloc(1024, 1) },
      { filename: 'big.bin', data: Buffer.alloc(1025, 2) },
    ]);
    expect([res.statusCode, res.json()]).toEqual([413, { error: 'File too large (max 1 KB)', code: 'file_too_large', params: { max: '1 KB' } }]);
    expect((await smallApi.call('GET', `/contacts/${contact.id}/attachments`)).json()).toEqual({ attachments: [] });
    expect((await upload(small, contact.id, [{ filename: 'fits.txt', data: Buffer.alloc(1024, 1) }])).statusCode).toBe(201);
  });
});
