// Each bulk edit action: its dialog, the question that names the count, the body it sends (ids,
// or the list's filter with the unticked ids), the toast with Undo.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkEdit, continueToQuestion, mockBulkEditPage, openAction, selectAllCards } from '../../../testing/bulkEdit';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();

const IDS = ['p1', 'p2', 'p3'];

async function apply(question: HTMLElement) {
  fireEvent.click(within(question).getByRole('button', { name: 'Apply' }));
}

it('Change owner: the members and No owner; asks with the count and the name, sends the ids, Undo restores', async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Change owner');
  const owner = within(dialog).getByRole('combobox', { name: 'Owner' });
  await waitFor(() =>
    expect(
      within(owner)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an owner', 'No owner', 'Ann Archer', 'Bob Baker', 'Dana Demo']),
  );
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  fireEvent.change(owner, { target: { value: 'u4' } });

  const question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Change the owner of 3 contacts to Bob Baker?');
  await apply(question);
  expect(await screen.findByText('3 contacts updated')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-edit').map((c) => c.body)).toEqual([{ ids: IDS, change: { action: 'set_owner', owner_id: 'u4' } }]);
  // Done: the selection is over, and the list is asked again.
  expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('GET /contacts').length).toBeGreaterThan(1));

  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText('Edit undone: 3 contacts have their previous values again')).toBeInTheDocument();
  expect(api.callsTo('POST /contacts/bulk-edits/:id/undo').map((c) => c.path)).toEqual(['/contacts/bulk-edits/be1/undo']);
});

it('No owner asks to leave the contacts without one and sends null', async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 0002' }));
  const dialog = await openAction('Change owner');
  const owner = within(dialog).getByRole('combobox', { name: 'Owner' });
  await waitFor(() => expect(within(owner).getAllByRole('option')).toHaveLength(5));
  fireEvent.change(owner, { target: { value: '__nobody__' } });
  const question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Leave 2 contacts without an owner?');
  await apply(question);
  await screen.findByText('3 contacts updated');
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({ ids: ['p1', 'p3'], change: { action: 'set_owner', owner_id: null } });
});

it('Add tags to all matching: the list filter and the unticked ids', async () => {
  const api = mockBulkEditPage(51_498);
  renderContacts();
  await screen.findByLabelText('Person 0001', { selector: '[aria-label]' });
  await userEvent.type(screen.getByPlaceholderText('Search contacts by name, email, or company...'), 'acme');
  await waitFor(() => expect(api.callsTo('GET /contacts').some((c) => c.query.search === 'acme')).toBe(true));
  fireEvent.click(await screen.findByRole('button', { name: 'Select All' }));
  fireEvent.click(screen.getByRole('button', { name: 'Select all 51,498 matching' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 0002' }));

  const dialog = await openAction('Add tags');
  expect(dialog).toHaveTextContent('Applies to 51,497 contacts.');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), ' vip, ,partner, VIP');
  const question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Tag 51,497 contacts with vip, partner?');
  await apply(question);
  await screen.findByText('3 contacts updated');
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({
    filter: { search: 'acme' },
    except_ids: ['p2'],
    change: { action: 'add_tags', tags: 'vip, partner' },
  });
});

it('Remove tags sends the tags to remove', async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Remove tags');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'cold');
  const question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Remove the tags cold from 3 contacts?');
  await apply(question);
  await screen.findByText('3 contacts updated');
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({ ids: IDS, change: { action: 'remove_tags', tags: 'cold' } });
});

it("Set company: the form's company picker without '+ Create new company'; No company unlinks", async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  let dialog = await openAction('Set company');
  const company = within(dialog).getByRole('combobox', { name: 'Company' });
  await waitFor(() =>
    expect(
      within(company)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No company', 'Analytical Engines Ltd', 'Babbage & Co']),
  );
  fireEvent.change(company, { target: { value: 'co2' } });
  let question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Link 3 contacts to Babbage & Co?');
  fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  // Cancelled: nothing sent, the selection kept.
  expect(api.callsTo('POST /contacts/bulk-edit')).toHaveLength(0);
  expect(screen.getByText('3 of 3 selected')).toBeInTheDocument();

  dialog = await openAction('Set company');
  question = continueToQuestion(dialog);
  expect(question).toHaveTextContent('Unlink 3 contacts from their company?');
  await apply(question);
  await screen.findByText('3 contacts updated');
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({ ids: IDS, change: { action: 'set_company', company_id: null } });
});

it("Move to stage: the default pipeline's stages in board order, another pipeline's on choosing it", async () => {
  const api = mockBulkEditPage();
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Move to stage');
  const pipeline = await within(dialog).findByRole('combobox', { name: 'Pipeline' });
  expect(pipeline).toHaveValue('pl1');
  const stage = within(dialog).getByRole('combobox', { name: 'Stage' });
  await waitFor(() =>
    expect(
      within(stage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lead', 'Negotiation']),
  );
  fireEvent.change(stage, { target: { value: 's2' } });
  expect(continueToQuestion(dialog)).toHaveTextContent('Move 3 contacts to the stage Negotiation (Sales)? Contacts not yet in its pipeline are added to it.');
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

  const again = await openAction('Move to stage');
  fireEvent.change(within(again).getByRole('combobox', { name: 'Pipeline' }), { target: { value: 'pl2' } });
  await waitFor(() => expect(within(again).getByRole('combobox', { name: 'Stage' })).toHaveValue('s9'));
  const question = continueToQuestion(again);
  expect(question).toHaveTextContent('Move 3 contacts to the stage Signed (Partners)?');
  await apply(question);
  await screen.findByText('3 contacts updated');
  expect(api.callsTo('POST /contacts/bulk-edit')[0].body).toEqual({ ids: IDS, change: { action: 'set_stage', stage_id: 's9' } });
});

it('says how many changed: contacts that already had the value are not counted', async () => {
  const api = mockBulkEditPage();
  api.on('POST /contacts/bulk-edit', { body: bulkEdit({ changed: 1 }) });
  renderContacts();
  await selectAllCards();
  const dialog = await openAction('Add tags');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'vip');
  await apply(continueToQuestion(dialog));
  expect(await screen.findByText('1 contact updated')).toBeInTheDocument();
});
