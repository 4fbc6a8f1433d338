// What each role sees on the companies list, in the quick view and on a company's page: the front
// end hides what the API would refuse (Add for a read-only user, bulk selection for all but
// admins, Edit and Delete where the record access rule keeps a member out).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import type { Company } from '@meridian/shared/model';
import { mockApi, renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { companyList, contactList, makeCompany } from '../../../testing/fixtures';
import { installLayout, renderCompanies, signInAs, signOut } from '../../../testing/renderCompanies';
import { CompanyFormPanel } from './CompanyFormPanel';

let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  restoreLayout();
  signOut();
  jest.restoreAllMocks();
  await act(() => useLocaleStore.getState().setLocale('en'));
});

type Role = Parameters<typeof signInAs>[1];
type Rule = Parameters<typeof signInAs>[2];

/** A company owned by `ownerId`. */
const owned = (ownerId: string | null, overrides: Partial<Company> = {}) => makeCompany({ ...overrides, owner_id: ownerId });

function list(companies: Company[], role: Role, rule: Rule = 'everyone_edits') {
  const api = mockApi({ 'GET /companies': { body: companyList(companies) } });
  signInAs(api, role, rule);
  renderCompanies();
  return api;
}

const meAnswered = async (api: ReturnType<typeof mockApi>) => waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));

describe('the companies list', () => {
  it.each<[Role, boolean, boolean]>([
    ['owner', true, true],
    ['admin', true, true],
    ['member', true, false],
    ['readonly', false, false],
  ])('%s: Add Company = %s, bulk selection = %s', async (role, add, select) => {
    const api = list([owned(null)], role);
    await screen.findByRole('article', { name: 'Acme Corp' });
    await meAnswered(api);
    await waitFor(() => expect(Boolean(screen.queryByRole('button', { name: 'Add Company' }))).toBe(add));
    expect(Boolean(screen.queryByRole('button', { name: 'Select All' }))).toBe(select);
    // In the list view the checkboxes are the selection's too.
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    await screen.findByRole('grid', { name: 'Companies' });
    expect(Boolean(await screen.findByText('Acme Corp'))).toBe(true);
    expect(Boolean(screen.queryByRole('checkbox', { name: 'Select Acme Corp' }))).toBe(select);
  });

  it("under 'everyone reads' a member gets Edit only on the companies they own: on the cards, and in the table's cells", async () => {
    const api = list(
      [owned('u1', { id: 'c1', name: 'Mine Ltd' }), owned('u3', { id: 'c2', name: 'Theirs Ltd' }), owned(null, { id: 'c3', name: 'Nobody Ltd' })],
      'member',
      'everyone_reads',
    );
    const mine = await screen.findByRole('article', { name: 'Mine Ltd' });
    await meAnswered(api);
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Theirs Ltd' })).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument());
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nobody Ltd' })).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // Every card keeps its way to the contacts.
    expect(screen.getAllByRole('button', { name: /View Contacts/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    const grid = await screen.findByRole('grid', { name: 'Companies' });
    const cell = (name: string) => within(grid).getByText(name).closest('[role="row"]')!.querySelector('[data-cell="website"]');
    expect(cell('Mine Ltd')).not.toHaveAttribute('aria-readonly');
    expect(cell('Theirs Ltd')).toHaveAttribute('aria-readonly', 'true');
  });

  it('a read-only user: no Edit anywhere, and the quick view offers no Edit Company', async () => {
    const api = list([owned('u1')], 'readonly');
    const card = await screen.findByRole('article', { name: 'Acme Corp' });
    await meAnswered(api);
    expect(within(card).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(card);
    const panel = await screen.findByRole('dialog', { name: 'Acme Corp' });
    expect(within(panel).queryByRole('button', { name: 'Edit Company' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'View Full Details' })).toBeInTheDocument();
  });

  it('an empty list offers a read-only user nothing to press', async () => {
    list([], 'readonly');
    expect(await screen.findByText('Companies your team adds will appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Company' })).not.toBeInTheDocument();
  });

  it('an empty list offers a member Add Company', async () => {
    list([], 'member');
    expect(await screen.findByText('Get started by adding your first company')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Company' })).toHaveLength(2);
  });
});

describe("a company's page", () => {
  it.each<[Role, Rule, string | null, boolean]>([
    ['owner', 'owners_only', 'u3', true],
    ['member', 'everyone_edits', 'u3', true],
    ['member', 'everyone_edits', null, true],
    ['member', 'everyone_reads', 'u1', true],
    ['member', 'everyone_reads', 'u3', false],
    ['member', 'everyone_reads', null, false],
    ['member', 'owners_only', 'u1', true],
    ['readonly', 'everyone_edits', 'u1', false],
  ])('%s under %s, company owned by %s: Edit and Delete = %s', async (role, rule, ownerId, editable) => {
    const api = mockApi({
      'GET /companies/:id': { body: { company: owned(ownerId) } },
      'GET /contacts': { body: contactList([]) },
    });
    signInAs(api, role, rule);
    renderCompanies('/companies/c1');
    const header = (await screen.findByRole('heading', { name: 'Acme Corp', level: 1 })).closest('header')!;
    await meAnswered(api);
    await waitFor(() => expect(Boolean(within(header).queryByRole('button', { name: 'Edit' }))).toBe(editable));
    expect(Boolean(within(header).queryByRole('button', { name: 'Delete' }))).toBe(editable);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Contacts3', 'Activity']);
  });
});

describe('the owner picker', () => {
  const MEMBERS = [
    { id: 'u3', name: 'Ann Archer', email: 'ann@meridian.test' },
    { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test' },
  ];
  function openForm(role: Role, rule: Rule, company?: Company) {
    const api = mockApi({
      'GET /members': { body: { members: MEMBERS } },
      'PUT /companies/:id': (call) => ({ body: { company: { ...company, ...(call.body as object) } } }),
      'POST /companies': (call) => ({ status: 201, body: { company: makeCompany(call.body as Partial<Company>) } }),
    });
    signInAs(api, role, rule);
    renderWithProviders(<CompanyFormPanel open company={company} onClose={jest.fn()} />);
    return api;
  }
  const owner = () => screen.getByRole('combobox', { name: 'Owner' }) as HTMLSelectElement;
  const options = () => [...owner().options].map((o) => o.textContent);

  it("lists every member and 'No owner' where everyone edits; a change is sent, an unchanged owner is not", async () => {
    const api = openForm('member', 'everyone_edits', owned('u3'));
    await waitFor(() => expect(options()).toEqual(['No owner', 'Ann Archer', 'Dana Demo']));
    expect(owner()).toHaveValue('u3');
    await userEvent.selectOptions(owner(), 'u1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company' }));
    await waitFor(() => expect(api.callsTo('PUT /companies/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /companies/:id')[0]!.body).toMatchObject({ owner_id: 'u1' });
  });

  it('a new company is its creator’s: the picker starts on them and sends nothing unless changed', async () => {
    const api = openForm('member', 'everyone_edits');
    await waitFor(() => expect(owner()).toHaveValue('u1'));
    await userEvent.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Fresh Co');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    await waitFor(() => expect(api.callsTo('POST /companies')).toHaveLength(1));
    expect(api.callsTo('POST /companies')[0]!.body).not.toHaveProperty('owner_id');
  });

  it.each<Rule>(['everyone_reads', 'owners_only'])('offers a member only themselves under %s', async (rule) => {
    const api = openForm('member', rule, owned('u1'));
    await meAnswered(api);
    await waitFor(() => expect(options()).toEqual(['Dana Demo']));
  });

  it('offers an admin every member under owners_only', async () => {
    openForm('admin', 'owners_only', owned('u1'));
    await waitFor(() => expect(options()).toEqual(['No owner', 'Ann Archer', 'Dana Demo']));
  });
});

describe("the API's refusal", () => {
  it.each([
    ['en', 'record_forbidden', 'Only the owner of this record or an admin can change it', 'Update Company'],
    ['de', 'record_forbidden', 'Nur der Verantwortliche dieses Datensatzes oder ein Administrator kann ihn ändern', 'Unternehmen aktualisieren'],
    ['de', 'role_forbidden', 'Ihre Rolle erlaubt das nicht', 'Unternehmen aktualisieren'],
  ])('%s: a 403 %s is shown in the form, translated, and the typing stays', async (locale, code, shown, submit) => {
    const api = mockApi({ 'PUT /companies/:id': { status: 403, body: { error: 'Only the owner of this record or an admin can change it', code } } });
    signInAs(api, 'member');
    await act(() => useLocaleStore.getState().setLocale(locale as 'en' | 'de'));
    renderWithProviders(<CompanyFormPanel open company={owned('u1')} onClose={jest.fn()} />);
    const name = screen.getByRole('textbox', { name: /^(Company Name|Firmenname|Unternehmensname)/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Holdings');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(name).toHaveValue('Acme Holdings');
    expect(api.callsTo('PUT /companies/:id')).toHaveLength(1);
  });
});
