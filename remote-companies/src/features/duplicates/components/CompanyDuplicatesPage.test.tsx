// /companies/duplicates: the groups as cards, "Merge…" with the company's fields, Undo.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@meridian/shared/config';
import { firstScreenOf, startFirstRequests } from '@meridian/shared/federation';
import { mockApi, resetAppState, TEST_RUNTIME_CONFIG } from '@meridian/shared/testing';
import { companyDuplicatesPage, companyList, domainGroup, makeCompany } from '../../../testing/fixtures';
import { renderCompanies, signOut } from '../../../testing/renderCompanies';

const MEMBERS = [{ id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test' }];

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function setUp() {
  let merged = false;
  return mockApi({
    'GET /companies': { body: companyList([makeCompany()]) },
    'GET /companies/duplicates': () => ({ body: companyDuplicatesPage(merged ? [] : [domainGroup()]) }),
    'GET /members': { body: { members: MEMBERS } },
    'POST /companies/merge': () => {
      merged = true;
      return { body: { company: makeCompany(), merged: 1, batch_id: 'b7', undo_until: '2030-01-01T00:00:00Z' } };
    },
    'POST /companies/merge/:batchId/undo': () => {
      merged = false;
      return { body: { restored: 1, primary_id: 'c1' } };
    },
  });
}

it('the companies page leads to a card per group: the shared website, each company linked', async () => {
  setUp();
  renderCompanies('/companies');
  await userEvent.click(await screen.findByRole('button', { name: 'Find duplicates' }));
  expect(await screen.findByRole('heading', { name: 'Duplicate companies', level: 1 })).toBeInTheDocument();
  const group = await screen.findByRole('region', { name: 'Same website acme.example.com' });
  expect(within(group).getByText('2 companies')).toBeInTheDocument();
  expect(within(group).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/companies/c1');
  expect(within(group).getByRole('link', { name: 'ACME Inc.' })).toHaveAttribute('href', '/companies/c2');
  expect(screen.getByRole('link', { name: 'Back to Companies' })).toHaveAttribute('href', '/companies');
});

it('merges with the primary’s values, the industry filled from the other, a changed phone sent in `values`; Undo brings it back', async () => {
  const api = setUp();
  renderCompanies('/companies/duplicates');
  const group = await screen.findByRole('region', { name: /^Same website/ });
  await userEvent.click(within(group).getByRole('button', { name: 'Merge…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Merge companies' });
  const use = (value: string, record: string) => within(dialog).getByRole('radio', { name: `Use ${value} from ${record}` });
  expect(within(dialog).getByRole('radio', { name: 'Keep Acme Corp as the primary' })).toBeChecked();
  expect(use('Acme Corp', 'Acme Corp')).toBeChecked();
  expect(use('Retail', 'ACME Inc.')).toBeChecked();
  expect(use('Medium (51-200 employees)', 'Acme Corp')).toBeChecked();
  await waitFor(() => expect(use('Dana Demo', 'Acme Corp')).toBeChecked());
  expect(within(dialog).queryByRole('row', { name: /^Tags/ })).not.toBeInTheDocument();
  expect(within(dialog).getByText(/Contacts, activities and history move to the primary/)).toBeInTheDocument();

  await userEvent.click(use('+1 555 0199', 'ACME Inc.'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Merge 2 companies' }));
  await waitFor(() => expect(api.callsTo('POST /companies/merge')).toHaveLength(1));
  expect(api.callsTo('POST /companies/merge')[0].body).toEqual({ primary_id: 'c1', ids: ['c2'], values: { phone: 'c2', industry: 'c2' } });
  expect(await screen.findByText('Merged 2 companies into Acme Corp')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Same website/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Merge undone: the companies are back')).toBeInTheDocument();
  expect(api.callsTo('POST /companies/merge/:batchId/undo')[0].path).toBe('/companies/merge/b7/undo');
  expect(await screen.findByRole('region', { name: /^Same website/ })).toBeInTheDocument();
});

it('takes the groups the shell started early, without asking again (shared firstScreens.ts)', async () => {
  const api = setUp();
  setRuntimeConfig(TEST_RUNTIME_CONFIG);
  const first = firstScreenOf('/companies/duplicates')!;
  expect(first.module).toBe('companies/routes');
  startFirstRequests(first.requests);
  renderCompanies('/companies/duplicates');
  expect(await screen.findByRole('region', { name: /^Same website/ })).toBeInTheDocument();
  expect(api.callsTo('GET /companies/duplicates')).toHaveLength(1);
  expect(api.callsTo('GET /companies')).toHaveLength(0);
});
