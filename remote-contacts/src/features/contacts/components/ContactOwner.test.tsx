// A contact's owner, shown in the quick view and on the detail page, chosen in the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { makeTokens, mockApi, USER } from '@meridian/shared/testing';
import ExposedContactPanel from '../../../exposes/ContactPanel';
import { contactList, makeContact, MEMBERS } from '../../../testing/fixtures';
import { renderContacts, renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

beforeEach(() => {
  resetAppState();
  setSession(USER, makeTokens());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  useSessionStore.setState({ ...initialSessionState });
  jest.restoreAllMocks();
});

function mockContact(contact = makeContact()) {
  return mockApi({
    'GET /members': { body: { members: MEMBERS } },
    'GET /contacts': { body: contactList([contact]) },
    'GET /contacts/:id': { body: contact },
    'GET /contacts/:id/notes': { body: { notes: [] } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /pipeline/:id/history': { body: { history: [] } },
    'GET /companies': { body: { companies: [], pagination: { total: 0, pages: 0 } } },
    'POST /contacts': (call) => ({ status: 201, body: makeContact({ id: 'p9', ...(call.body as object) }) }),
    'PUT /contacts/:id': (call) => ({ body: makeContact({ ...(call.body as object) }) }),
  });
}

/** The value beside a <dt> label. */
const fact = (within_: HTMLElement, label: string) =>
  Array.from(within_.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('owner shown', () => {
  it("quick view: the owner's name, '-' for none or for an id no longer among the members", async () => {
    mockContact(makeContact({ owner_id: 'u4' }));
    const { unmount } = renderInApp(<ExposedContactPanel contactId="p1" onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await waitFor(() => expect(fact(dialog, 'Owner')).toBe('Bob Baker'));
    unmount();

    resetAppState();
    mockContact(makeContact({ owner_id: 'gone' }));
    renderInApp(<ExposedContactPanel contactId="p1" onClose={jest.fn()} />);
    const again = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await waitFor(() => expect(screen.getByText('Ada Lovelace', { selector: 'p' })).toBeInTheDocument());
    expect(fact(again, 'Owner')).toBe('-');
  });

  it('detail page: Owner in the contact information, after Created', async () => {
    mockContact(makeContact({ owner_id: 'u3' }));
    renderContacts('/contacts/p1');
    const info = await screen.findByRole('region', { name: 'Contact Information' });
    await waitFor(() => expect(fact(info, 'Owner')).toBe('Ann Archer'));
    expect(Array.from(info.querySelectorAll('dt')).map((dt) => dt.textContent)).toEqual(['Name', 'Email', 'Phone', 'Company', 'Tags', 'Created', 'Owner']);
  });

  it("detail page: '-' without an owner", async () => {
    mockContact(makeContact({ owner_id: null }));
    renderContacts('/contacts/p1');
    const info = await screen.findByRole('region', { name: 'Contact Information' });
    expect(fact(info, 'Owner')).toBe('-');
  });
});

describe('owner select in the form', () => {
  function openForm(contact?: ReturnType<typeof makeContact>) {
    const api = mockContact();
    renderInApp(<ContactFormPanel open contact={contact} onClose={jest.fn()} />);
    const form = screen.getByRole('dialog', { name: contact ? 'Edit Contact' : 'Create New Contact' });
    const field = (label: RegExp | string) => within(form).getByLabelText(label);
    return { api, form, field };
  }
  const fillRequired = async (field: (label: RegExp) => HTMLElement) => {
    await userEvent.type(field(/First Name/), 'Grace');
    await userEvent.type(field(/Last Name/), 'Hopper');
    await userEvent.type(field(/Email/), 'grace@example.com');
  };

  it("lists 'No owner' and the members by name; a new contact is the signed-in user's, and the API applies that default", async () => {
    const { api, form, field } = openForm();
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Bob Baker' })).toBeInTheDocument());
    const owner = field('Owner') as HTMLSelectElement;
    expect(Array.from(owner.options).map((o) => o.text)).toEqual(['No owner', 'Ann Archer', 'Bob Baker', 'Dana Demo']);
    expect(owner).toHaveValue('u1');
    await fillRequired(field);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(api.callsTo('POST /contacts')).toHaveLength(1));
    // Left out: the API makes the creator the owner (ContactBody.owner_id).
    expect(api.callsTo('POST /contacts')[0].body).not.toHaveProperty('owner_id');
  });

  it('creates with another owner, or with none', async () => {
    const { api, form, field } = openForm();
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Ann Archer' })).toBeInTheDocument());
    await fillRequired(field);
    await userEvent.selectOptions(field('Owner'), 'Ann Archer');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
    await waitFor(() => expect(api.callsTo('POST /contacts')[0]?.body).toMatchObject({ owner_id: 'u3' }));
  });

  it("edit: sends owner_id only when changed, null for 'No owner'", async () => {
    const { api, form, field } = openForm(makeContact({ owner_id: 'u4' }));
    await waitFor(() => expect(field('Owner')).toHaveValue('u4'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /contacts/:id')).toHaveLength(1));
    expect(api.callsTo('PUT /contacts/:id')[0].body).not.toHaveProperty('owner_id');
  });

  it("edit: 'No owner' clears it", async () => {
    const { api, form, field } = openForm(makeContact({ owner_id: 'u4' }));
    await userEvent.selectOptions(field('Owner'), 'No owner');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /contacts/:id')[0]?.body).toMatchObject({ owner_id: null }));
  });

  it('keeps the current owner listed while the members cannot load', async () => {
    const { api, form, field } = openForm(makeContact({ owner_id: 'u4' }));
    api.on('GET /members', { status: 500, body: { error: 'down' } });
    expect(field('Owner')).toHaveValue('u4');
    expect(within(form).getByRole('option', { name: 'Unknown member' })).toBeInTheDocument();
  });

  it('a failed save keeps the typing and the chosen owner', async () => {
    const { api, form, field } = openForm();
    api.on('POST /contacts', { status: 400, body: { error: 'A contact with this email already exists' } });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Bob Baker' })).toBeInTheDocument());
    await fillRequired(field);
    await userEvent.selectOptions(field('Owner'), 'Bob Baker');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Contact' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('A contact with this email already exists');
    expect(field(/First Name/)).toHaveValue('Grace');
    expect(field('Owner')).toHaveValue('u4');
    expect(api.callsTo('POST /contacts')[0].body).toMatchObject({ owner_id: 'u4' });
  });
});
