// A contact's deal: read, change with validation ({ error, field }), one history row per
// actual change, owners who must be members, the add's deal and the removal's answer.
import { MONEY_MESSAGES } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { alice, bob, type TestUser } from './helpers/tokens';
import { addContact, caller, defaultPipeline, type DefaultPipeline } from './pipeline-fixtures';

let t: TestApp;
let call: ReturnType<typeof caller>;
let pipeline: DefaultPipeline;
const carol: TestUser = { sub: 'user-carol', name: 'Carol Chen', email: 'carol@org-a.test', org: alice.org };
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  pipeline = await defaultPipeline(t);
  await call('GET', '/members', undefined, carol); // Carol becomes a member by signing in
});
afterAll(() => t.close());

async function inPipeline(stage = 0): Promise<string> {
  const id = await addContact(t, { first: 'Grace', last: 'Hopper' });
  expect((await call('POST', `/pipeline/${id}/add`, { stageId: pipeline.stages[stage]!.id })).status).toBe(201);
  return id;
}
const put = (id: string, body: object) => call('PUT', `/pipeline/${id}/deal`, body);

describe('GET /pipeline/:contactId/deal', () => {
  it("answers the deal (owned by whoever added it) and the organisation's default currency", async () => {
    const id = await inPipeline();
    expect(await call('GET', `/pipeline/${id}/deal`)).toEqual({
      status: 200,
      body: {
        deal: { value: null, currency: null, close_date: null, owner_id: alice.sub, owner_name: alice.name, next_step: null },
        defaultCurrency: 'USD',
      },
    });
  });

  it('is a 404 for a contact in no pipeline, an unknown one and one of another organisation', async () => {
    const id = await addContact(t, { first: 'Ada', last: 'Byron' });
    expect(await call('GET', `/pipeline/${id}/deal`)).toEqual({
      status: 404,
      body: { error: 'Ada Byron is not in a pipeline', code: 'not_in_pipeline', params: { name: 'Ada Byron' } },
    });
    expect((await call('GET', `/pipeline/0190a000-0000-7000-8000-000000000000/deal`)).status).toBe(404);
    expect((await call('GET', `/pipeline/${await inPipeline()}/deal`, undefined, bob)).status).toBe(404);
  });
});

describe('PUT /pipeline/:contactId/deal', () => {
  it('changes only the fields sent, records each change once, and nothing when nothing changed', async () => {
    const id = await inPipeline(2);
    const first = await put(id, { value: '12500.5', close_date: '2030-06-30', next_step: '  Send the contract  ' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      deal: { value: '12500.50', currency: 'USD', close_date: '2030-06-30', owner_id: alice.sub, owner_name: alice.name, next_step: 'Send the contract' },
      changes: [
        { field: 'value', from: null, to: '12500.50 USD' },
        { field: 'close_date', from: null, to: '2030-06-30' },
        { field: 'next_step', from: null, to: 'Send the contract' },
      ],
    });
    expect((await put(id, { value: '12500.50', next_step: 'Send the contract' })).body.changes).toEqual([]);
    expect((await put(id, { owner_id: carol.sub, next_step: '   ' })).body).toEqual({
      deal: { value: '12500.50', currency: 'USD', close_date: '2030-06-30', owner_id: carol.sub, owner_name: carol.name, next_step: null },
      changes: [
        { field: 'owner', from: alice.name, to: carol.name },
        { field: 'next_step', from: 'Send the contract', to: null },
      ],
    });

    const history = (await call('GET', `/pipeline/${id}/history`)).body.history;
    expect(history.map((h: { kind: string; change: unknown }) => [h.kind, h.change])).toEqual([
      ['deal', { field: 'next_step', from: 'Send the contract', to: null }],
      ['deal', { field: 'owner', from: alice.name, to: carol.name }],
      ['deal', { field: 'next_step', from: null, to: 'Send the contract' }],
      ['deal', { field: 'close_date', from: null, to: '2030-06-30' }],
      ['deal', { field: 'value', from: null, to: '12500.50 USD' }],
      ['stage', null],
    ]);
    // A deal change names the stage the deal was in and who changed it, like a move.
    expect(history[0]).toMatchObject({ stage_name: 'Proposal', changed_by: alice.name });
  });

  it('keeps the currency for a value without one, re-expresses the value in a new currency, and takes the default when there is none', async () => {
    const id = await inPipeline();
    expect((await put(id, { value: '99', currency: 'EUR' })).body.deal).toMatchObject({ value: '99.00', currency: 'EUR' });
    expect((await put(id, { value: '100' })).body.deal).toMatchObject({ value: '100.00', currency: 'EUR' });
    expect((await put(id, { currency: 'JPY' })).body).toMatchObject({
      deal: { value: '100', currency: 'JPY' },
      changes: [{ field: 'value', from: '100.00 EUR', to: '100 JPY' }],
    });
    expect((await put(id, { currency: 'BHD' })).body.deal).toMatchObject({ value: '100.000', currency: 'BHD' });
    expect((await put(id, { value: null })).body.deal).toMatchObject({ value: null, currency: null });

    expect((await call('PUT', '/organisation/settings', { default_currency: 'GBP' })).status).toBe(200);
    expect((await put(id, { value: '0.10' })).body.deal).toMatchObject({ value: '0.10', currency: 'GBP' });
    expect((await call('GET', `/pipeline/${id}/deal`)).body.defaultCurrency).toBe('GBP');
    await call('PUT', '/organisation/settings', { default_currency: 'USD' });
  });

  it.each([
    [{ value: '1,234.50' }, MONEY_MESSAGES.amount, 'value', { code: 'amount_invalid' }],
    [{ value: '12.5x' }, MONEY_MESSAGES.amount, 'value', { code: 'amount_invalid' }],
    [{ value: '-5' }, MONEY_MESSAGES.negative, 'value', { code: 'amount_negative' }],
    [{ value: '1234567890123' }, MONEY_MESSAGES.tooLarge, 'value', { code: 'amount_too_large', params: { digits: 12 } }],
    [{ value: '1.999' }, MONEY_MESSAGES.decimals('USD', 2), 'value', { code: 'amount_decimals', params: { currency: 'USD', digits: 2 } }],
    [{ value: '10.5', currency: 'JPY' }, MONEY_MESSAGES.decimals('JPY', 0), 'value', { code: 'amount_decimals', params: { currency: 'JPY', digits: 0 } }],
    [{ value: '1.0001', currency: 'BHD' }, MONEY_MESSAGES.decimals('BHD', 3), 'value', { code: 'amount_decimals', params: { currency: 'BHD', digits: 3 } }],
    [{ value: '10', currency: 'XYZ' }, MONEY_MESSAGES.currency, 'currency', { code: 'currency_invalid' }],
    [{ currency: 'usd' }, 'currency has an invalid format', 'currency', { code: 'validation_failed', params: { field: 'currency' } }],
    [{ close_date: '2030-02-30' }, 'close_date must be a valid date', 'close_date', { code: 'validation_failed', params: { field: 'close_date' } }],
    [{ close_date: '30/06/2030' }, 'close_date has an invalid format', 'close_date', { code: 'validation_failed', params: { field: 'close_date' } }],
    [{ owner_id: bob.sub }, 'Owner must be a member of your organisation', 'owner_id', { code: 'owner_not_member' }],
    [{ next_step: 'x'.repeat(501) }, 'next_step must be at most 500 characters', 'next_step', { code: 'validation_failed', params: { field: 'next_step' } }],
  ])('refuses %j with its message, code and field', async (body, error, field, coded) => {
    const id = await inPipeline();
    const res = await put(id, body);
    expect(res).toEqual({ status: 400, body: { error, field, ...coded } });
    expect((await call('GET', `/pipeline/${id}/history`)).body.history).toHaveLength(1); // the add only
  });

  it('refuses to clear the currency of a deal that has a value', async () => {
    const id = await inPipeline();
    await put(id, { value: '5' });
    expect(await put(id, { currency: null })).toEqual({ status: 400, body: { error: MONEY_MESSAGES.currency, code: 'currency_invalid', field: 'currency' } });
  });
});

describe('add and remove carry the deal', () => {
  it('puts a removed card back with its deal (the Undo), the owner defaulting to the caller', async () => {
    const id = await inPipeline(3);
    await put(id, { value: '750.25', currency: 'EUR', close_date: '2030-01-15', owner_id: carol.sub, next_step: 'Demo' });
    const removed = await call('DELETE', `/pipeline/${id}/remove`);
    const deal = { value: '750.25', currency: 'EUR', close_date: '2030-01-15', owner_id: carol.sub, owner_name: carol.name, next_step: 'Demo' };
    expect(removed.body).toEqual({ success: true, removed: true, deal });
    const { owner_name: _name, ...body } = deal;
    expect((await call('POST', `/pipeline/${id}/add`, { stageId: pipeline.stages[3]!.id, deal: body })).status).toBe(201);
    expect((await call('GET', `/pipeline/${id}/deal`)).body.deal).toEqual(deal);

    const other = await addContact(t);
    expect((await call('POST', `/pipeline/${other}/add`, { deal: { value: '3' } }, carol)).status).toBe(201);
    expect((await call('GET', `/pipeline/${other}/deal`)).body.deal).toMatchObject({ value: '3.00', currency: 'USD', owner_id: carol.sub });
  });

  it('refuses an add whose deal names an owner outside the organisation, adding nothing', async () => {
    const id = await addContact(t);
    expect(await call('POST', `/pipeline/${id}/add`, { deal: { owner_id: bob.sub } })).toEqual({
      status: 400,
      body: { error: 'Owner must be a member of your organisation', code: 'owner_not_member', field: 'owner_id' },
    });
    expect((await call('GET', `/pipeline/${id}/status`)).body.inPipeline).toBe(false);
  });
});
