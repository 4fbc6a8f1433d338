// A saved view's settings must fit its list: the list's own filter (nothing of the other list's,
// nothing unknown, values of the right type, ranges in order, tags counted), one of its sort keys,
// its columns with 'name' first and none twice. A refused change leaves the view as it was.
import { TAG_FILTER_MAX, type ViewSettings } from '@meridian/contract';
import { createTestApp, type TestApp } from './helpers/app';
import type { TestUser } from './helpers/tokens';
import { caller } from './pipeline-fixtures';

const ana: TestUser = { sub: 'vs-ana', name: 'Ana', email: 'ana@views-settings.test', org: 'views-settings-org', role: 'member' };

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  call = caller(t);
});
afterAll(() => t.close());

const base = (object: string): ViewSettings =>
  object === 'contacts'
    ? { filters: {}, sort_by: 'name', sort_order: 'asc', columns: [{ key: 'name' }, { key: 'email' }], layout: 'table' }
    : { filters: {}, sort_by: 'name', sort_order: 'asc', columns: [{ key: 'name' }, { key: 'industry' }], layout: 'table' };
const create = (object: string, change: Record<string, unknown>) =>
  call('POST', '/views', { object, name: 'Checked', shared: false, settings: { ...base(object), ...change } }, ana);

const tags = (n: number) => Array.from({ length: n }, (_, i) => `tag${i}`).join(',');

it.each([
  ['a company filter on contacts', 'contacts', { filters: { industry: 'Technology' } }, 'filters'],
  ['a contact filter on companies', 'companies', { filters: { stage_id: 'a-stage' } }, 'filters'],
  ['an unknown filter key', 'contacts', { filters: { zz_unknown: 'x' } }, 'filters'],
  ['an unknown filter key on companies', 'companies', { filters: { org_slug: 'elsewhere' } }, 'filters'],
  ['a filter value of the wrong type', 'contacts', { filters: { tags_any: 5 } }, 'filters'],
  ['a filter value of the wrong type on companies', 'companies', { filters: { industry: ['a'] } }, 'filters'],
  ['a contact-only value too long', 'contacts', { filters: { stage_id: 'x'.repeat(101) } }, 'filters'],
  ['a company-only value too long', 'companies', { filters: { industry: 'x'.repeat(101) } }, 'filters'],
  ['an amount that is not one', 'contacts', { filters: { deal_value_min: '-5' } }, 'filters'],
  ["another list's sort key", 'contacts', { sort_by: 'industry' }, 'sort_by'],
  ['an unknown sort key', 'companies', { sort_by: 'email' }, 'sort_by'],
  ['no columns', 'contacts', { columns: [] }, 'columns'],
  ["a first column other than 'name'", 'contacts', { columns: [{ key: 'email' }, { key: 'name' }] }, 'columns'],
  ['a column twice', 'contacts', { columns: [{ key: 'name' }, { key: 'email' }, { key: 'email' }] }, 'columns'],
  ["another list's column", 'contacts', { columns: [{ key: 'name' }, { key: 'industry' }] }, 'columns'],
  ['an unknown column', 'companies', { columns: [{ key: 'name' }, { key: 'secret' }] }, 'columns'],
])('refuses %s (400 view_settings_invalid naming it)', async (_label, object, change, field) => {
  expect(await create(object, change)).toMatchObject({ status: 400, body: { code: 'view_settings_invalid', field, params: { field } } });
});

it.each([
  ['created', { created_from: '2026-12-02T00:00:00Z', created_to: '2026-12-01T00:00:00Z' }, 'created_from'],
  ['updated, across zones', { updated_from: '2026-12-01T10:00:00+02:00', updated_to: '2026-12-01T07:59:59Z' }, 'updated_from'],
  ['close dates', { close_from: '2026-12-31', close_to: '2026-01-01' }, 'close_from'],
  ['deal values as decimals', { deal_value_min: '100.5', deal_value_max: '100.25' }, 'deal_value_min'],
  ['deal values of more digits', { deal_value_min: '1000', deal_value_max: '999.9999' }, 'deal_value_min'],
])('refuses a reversed range of %s (400 filter_range_invalid)', async (_label, filters, field) => {
  expect(await create('contacts', { filters })).toMatchObject({ status: 400, body: { code: 'filter_range_invalid', field, params: { field } } });
});

it('takes ranges in order, or of one day, and amounts compared as numbers, not text', async () => {
  const filters = {
    created_from: '2026-12-01T00:00:00Z',
    created_to: '2026-12-01T00:00:00Z',
    close_from: '2026-01-01',
    close_to: '2026-12-31',
    deal_value_min: '99',
    deal_value_max: '100.5',
    updated_from: '2026-12-01T08:00:00+02:00',
    updated_to: '2026-12-01T07:00:00Z',
  };
  expect(await create('contacts', { filters })).toMatchObject({ status: 201, body: { settings: { filters } } });
});

it(`counts each tag filter's tags: ${TAG_FILTER_MAX} pass, one more is refused`, async () => {
  expect((await create('contacts', { filters: { tags_all: tags(TAG_FILTER_MAX) } })).status).toBe(201);
  // Repeats and blanks are not counted twice (filterTags of the contract).
  expect((await create('contacts', { filters: { tags_none: `${tags(TAG_FILTER_MAX)},TAG0, ,tag1` } })).status).toBe(201);
  for (const key of ['tags_any', 'tags_all', 'tags_none']) {
    expect(await create('contacts', { filters: { [key]: tags(TAG_FILTER_MAX + 1) } })).toMatchObject({
      status: 400,
      body: { code: 'filter_tags_too_many', field: key, params: { max: TAG_FILTER_MAX } },
    });
  }
});

it.each([
  ['settings as a JSON string', '{"filters":{}}'],
  ['filters as a list', { ...base('contacts'), filters: [] }],
  ['a layout no client knows', { ...base('contacts'), layout: 'kanban' }],
  ['a column too narrow', { ...base('contacts'), columns: [{ key: 'name', width: 10 }] }],
  ['a presence other than yes or no', { ...base('contacts'), filters: { has_email: 'maybe' } }],
  ['a date that is not one', { ...base('contacts'), filters: { created_from: 'yesterday' } }],
])('refuses %s with a 400 and keeps nothing', async (_label, settingsValue) => {
  const before = (await call('GET', '/views?object=contacts', undefined, ana)).body.views.length;
  const res = await call('POST', '/views', { object: 'contacts', name: 'Bad', shared: false, settings: settingsValue }, ana);
  expect(res.status).toBe(400);
  expect((await call('GET', '/views?object=contacts', undefined, ana)).body.views.length).toBe(before);
});

it('drops an unknown field of the settings, as every body does (only filters are checked strictly: two lists share their schema)', async () => {
  const res = await create('contacts', { colour: 'red' });
  expect([res.status, res.body.settings]).toEqual([201, base('contacts')]);
});

it("checks saved settings against the view's own list, and a refused change leaves the view as it was", async () => {
  const { body: view } = await create('companies', { filters: { industry: 'Retail' } });
  const contactSettings = { ...base('contacts'), filters: { stage_id: 'a-stage' } };
  expect(await call('PUT', `/views/${view.id}`, { name: 'Renamed', settings: contactSettings }, ana)).toMatchObject({
    status: 400,
    body: { code: 'view_settings_invalid', field: 'filters' },
  });
  const listed = (await call('GET', '/views?object=companies', undefined, ana)).body.views.find((v: { id: string }) => v.id === view.id);
  expect(listed).toEqual(view);
  const next = { ...base('companies'), filters: { has_website: 'no', size: 'small' }, sort_by: 'size' };
  expect(await call('PUT', `/views/${view.id}`, { settings: next }, ana)).toMatchObject({ status: 200, body: { settings: next } });
});

it('keeps hostile filter text as data, byte for byte, and refuses a NUL in it', async () => {
  for (const search of [`'; DROP TABLE saved_views; --`, '<script>alert(1)</script>', 'Zoë "quoted" \\ % _']) {
    const res = await create('contacts', { filters: { search, tags_none: search } });
    expect([res.status, res.body.settings.filters]).toEqual([201, { search, tags_none: search }]);
    const listed = (await call('GET', '/views?object=contacts', undefined, ana)).body.views.find((v: { id: string }) => v.id === res.body.id);
    expect(listed.settings.filters).toEqual({ search, tags_none: search });
  }
  expect((await create('contacts', { filters: { search: 'nul\u0000byte' } })).status).toBe(400);
});

it("takes only 'all' itself as the built-in view", async () => {
  for (const id of ['ALL', ' all', 'all%00']) {
    expect((await call('PUT', `/views/${encodeURIComponent(id)}`, { name: 'x' }, ana)).status).toBeGreaterThanOrEqual(400);
    expect((await call('PUT', '/views/default', { object: 'contacts', view_id: id }, ana)).status).toBeGreaterThanOrEqual(400);
  }
  expect((await call('PUT', '/views/default', { object: 'companies', view_id: 'all' }, ana)).status).toBe(204);
});
