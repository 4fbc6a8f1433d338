// A contact's page for each role and record access rule: Edit, Delete, the note box and note
// delete, file upload and delete only for who may change the contact (the API decides; the page
// only hides what it would refuse). The owner picker and a refusal of the API in the form.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { provideRemoteLoader, type DealEditorProps } from '@meridian/shared/federation';
import { mockApi } from '@meridian/shared/testing';
import { makeAttachment, makeContact, makeNotes, MEMBERS, timelinePage } from '../../../testing/fixtures';
import { renderContacts, renderInApp, setUpContactsPage, signInAs } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

setUpContactsPage();
afterEach(async () => {
  await act(() => useLocaleStore.getState().setLocale('en'));
});

type Role = Parameters<typeof signInAs>[1];
type Rule = Parameters<typeof signInAs>[2];

function setup(role: Role, rule: Rule, ownerId: string | null, route = '/contacts/p1') {
  const api = mockApi({
    'GET /contacts/:id': { body: makeContact({ owner_id: ownerId }) },
    'GET /contacts/:id/notes': { body: { notes: makeNotes(1) } },
    'GET /contacts/:id/attachments': { body: { attachments: [makeAttachment()] } },
    'GET /contacts/:id/timeline': { body: timelinePage([]) },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'GET /members': { body: { members: MEMBERS } },
  });
  signInAs(api, role, rule);
  renderContacts(route);
  return api;
}

// Who may change contact p1 owned by 'u1' (the signed-in user) or 'u3' (Ann), per canEditRecord.
const CASES: [Role, Rule, string | null, boolean][] = [
  ['owner', 'owners_only', 'u3', true],
  ['admin', 'everyone_reads', null, true],
  ['member', 'everyone_edits', 'u3', true],
  ['member', 'everyone_edits', null, true],
  ['member', 'everyone_reads', 'u1', true],
  ['member', 'everyone_reads', 'u3', false],
  ['member', 'everyone_reads', null, false],
  ['member', 'owners_only', 'u1', true],
  ['readonly', 'everyone_edits', 'u1', false],
];

describe.each(CASES)('%s under %s, contact owned by %s', (role, rule, ownerId, editable) => {
  it(`header Edit and Delete shown = ${editable}`, async () => {
    const api = setup(role, rule, ownerId);
    const header = (await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).closest('header')!;
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(Boolean(within(header).queryByRole('button', { name: 'Edit' }))).toBe(editable));
    expect(Boolean(within(header).queryByRole('button', { name: 'Delete' }))).toBe(editable);
    // The tabs stay, in the same order, whatever is hidden.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Notes1', 'Files1', 'Activity']);
  });

  it(`Notes: the add box and Delete note shown = ${editable}`, async () => {
    const api = setup(role, rule, ownerId, '/contacts/p1?tab=notes');
    await screen.findByText('Note 1');
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(Boolean(screen.queryByPlaceholderText('Add a note...'))).toBe(editable));
    expect(Boolean(screen.queryByRole('button', { name: 'Delete note' }))).toBe(editable);
  });

  it(`Files: upload and Delete shown = ${editable}; Download always`, async () => {
    const api = setup(role, rule, ownerId, '/contacts/p1?tab=files');
    await screen.findByText('brief.pdf');
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(Boolean(screen.queryByTestId('file-drop-zone'))).toBe(editable));
    expect(Boolean(screen.queryByRole('button', { name: 'Delete brief.pdf' }))).toBe(editable);
    expect(screen.getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
  });
});

describe("the deal of a contact in a pipeline (the pipeline remote's editor)", () => {
  it.each<[Role, Rule, string | null, boolean]>([
    ['member', 'everyone_edits', 'u3', false],
    ['member', 'everyone_reads', 'u3', true],
    ['readonly', 'everyone_edits', 'u1', true],
  ])('%s under %s, contact owned by %s: read-only = %s', async (role, rule, ownerId, readOnly) => {
    provideRemoteLoader((async (id: string) => {
      if (id !== 'pipeline/DealEditor') throw new Error(`${id} is not running`);
      return { default: ({ readOnly: only }: DealEditorProps) => <p>{only ? 'Deal, read only' : 'Deal form'}</p> };
    }) as never);
    const api = mockApi({
      'GET /contacts/:id': { body: makeContact({ owner_id: ownerId, stage_id: 's1', stage_name: 'Lead' }) },
      'GET /contacts/:id/notes': { body: { notes: [] } },
      'GET /contacts/:id/attachments': { body: { attachments: [] } },
      'GET /pipeline/:id/history': { body: { history: [] } },
      'GET /members': { body: { members: MEMBERS } },
    });
    signInAs(api, role, rule);
    renderContacts('/contacts/p1');
    const deal = await screen.findByRole('region', { name: 'Deal' });
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(deal).getByText(readOnly ? 'Deal, read only' : 'Deal form')).toBeInTheDocument());
  });
});

describe('the owner picker', () => {
  function openForm(rule: Rule, role: Role = 'member') {
    const api = mockApi({
      'GET /members': { body: { members: MEMBERS } },
      'GET /companies': { body: { companies: [], pagination: { total: 0, pages: 0 } } },
    });
    signInAs(api, role, rule);
    renderInApp(<ContactFormPanel open onClose={jest.fn()} />);
    return api;
  }
  const options = () => [...(screen.getByLabelText('Owner') as HTMLSelectElement).options].map((o) => o.textContent);

  it("lists every member and 'No owner' where everyone edits", async () => {
    openForm('everyone_edits');
    await waitFor(() => expect(options()).toEqual(['No owner', 'Ann Archer', 'Bob Baker', 'Dana Demo']));
  });

  it.each<Rule>(['everyone_reads', 'owners_only'])('offers a member only themselves under %s', async (rule) => {
    const api = openForm(rule);
    await waitFor(() => expect(api.callsTo('GET /me').length).toBeGreaterThan(0));
    await waitFor(() => expect(options()).toEqual(['Dana Demo']));
    expect(screen.getByLabelText('Owner')).toHaveValue('u1');
  });

  it('offers an admin every member under owners_only', async () => {
    openForm('owners_only', 'admin');
    await waitFor(() => expect(options()).toEqual(['No owner', 'Ann Archer', 'Bob Baker', 'Dana Demo']));
  });
});

describe("the API's refusal", () => {
  it.each([
    ['en', 'record_forbidden', 'Only the owner of this record or an admin can change it'],
    ['de', 'record_forbidden', 'Nur der Verantwortliche dieses Datensatzes oder ein Administrator kann ihn ändern'],
    ['de', 'role_forbidden', 'Ihre Rolle erlaubt das nicht'],
  ])('%s: a 403 %s is shown in the form, translated, and the typing stays', async (locale, code, shown) => {
    const api = mockApi({
      'GET /members': { body: { members: MEMBERS } },
      'GET /companies': { body: { companies: [], pagination: { total: 0, pages: 0 } } },
      'PUT /contacts/:id': { status: 403, body: { error: 'Only the owner of this record or an admin can change it', code } },
    });
    signInAs(api, 'member');
    await act(() => useLocaleStore.getState().setLocale(locale as 'en' | 'de'));
    renderInApp(<ContactFormPanel open contact={makeContact({ owner_id: 'u1' })} onClose={jest.fn()} />);
    const phone = screen.getByRole('textbox', { name: locale === 'en' ? 'Phone' : 'Telefon' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+44 20 7946 0000');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Save Changes' : 'Änderungen speichern' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(phone).toHaveValue('+44 20 7946 0000');
    expect(api.callsTo('PUT /contacts/:id')).toHaveLength(1);
  });
});
