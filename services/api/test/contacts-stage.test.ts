// The contacts list and GET one carry each contact's pipeline stage, so cards need no call each.
import { createTestApp, type TestApp } from './helpers/app';
import { contactsApi } from './helpers/contacts';
import { defaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let api: ReturnType<typeof contactsApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = contactsApi(t);
});
afterAll(() => t.close());

it('returns stage_id, stage_name and stage_color, or nulls for a contact in no pipeline', async () => {
  const inside = await api.create({ first: 'Ina', last: 'Stage', email: 'ina@stage.test' });
  const outside = await api.create({ first: 'Otto', last: 'Stage', email: 'otto@stage.test' });
  const pipeline = await defaultPipeline(t);
  const proposal = pipeline.stages.find((s) => s.name === 'Proposal')!;
  expect((await api.call('POST', `/pipeline/${inside.id}/add`, { stageId: proposal.id })).statusCode).toBe(201);

  const list = (await api.call('GET', '/contacts?search=Stage')).json();
  const byId = new Map(list.contacts.map((c: { id: string }) => [c.id, c]));
  expect(byId.get(inside.id)).toMatchObject({ stage_id: proposal.id, stage_name: 'Proposal', stage_color: proposal.color });
  expect(byId.get(outside.id)).toMatchObject({ stage_id: null, stage_name: null, stage_color: null });
  expect(await api.get(inside.id)).toMatchObject({ stage_name: 'Proposal' });

  await api.call('PUT', `/pipeline/stages/${proposal.id}`, { name: 'Proposal sent' });
  expect(await api.get(inside.id)).toMatchObject({ stage_name: 'Proposal sent' });
});

it('follows moves and removal, and an edit answers with the stage too', async () => {
  const contact = await api.create({ first: 'Mo', last: 'Ving', email: 'mo@stage.test' });
  expect(contact).toMatchObject({ stage_id: null, stage_name: null, stage_color: null });
  const { stages } = await defaultPipeline(t);
  const [lead, won] = [stages.find((s) => s.name === 'Lead')!, stages.find((s) => s.name === 'Won')!];
  expect((await api.call('POST', `/pipeline/${contact.id}/add`, { stageId: lead.id })).statusCode).toBe(201);
  expect((await api.call('PUT', `/pipeline/${contact.id}/move`, { stageId: won.id })).statusCode).toBeLessThan(300);
  const listed = (await api.list('search=Ving')).contacts;
  expect(listed).toEqual([expect.objectContaining({ id: contact.id, stage_id: won.id, stage_name: 'Won', stage_color: won.color })]);

  const edited = await api.call('PUT', `/contacts/${contact.id}`, { first: 'Mo', last: 'Ving', email: 'mo@stage.test', phone: '1' });
  expect(edited.json()).toMatchObject({ phone: '1', stage_name: 'Won' });

  expect((await api.call('DELETE', `/pipeline/${contact.id}/remove`)).statusCode).toBeLessThan(300);
  expect(await api.get(contact.id)).toMatchObject({ stage_id: null, stage_name: null, stage_color: null });
});
