import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type AddToPipelineProps } from '@meridian/shared/federation';
import { mockApi } from '@meridian/shared/testing';
import { contactList, makeContact } from '../../../testing/fixtures';
import { installPointerEvent, renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

beforeAll(installPointerEvent);
setUpContactsPage();

const CONTACTS = [
  makeContact({ id: 'c1', first: 'Ann', last: 'Staged', stage_id: 's9', stage_name: 'Negotiation', stage_color: '#8b5cf6' }),
  makeContact({ id: 'c3', first: 'Cy', last: 'Outside', stage_id: null, stage_name: null }),
];

/** The pipeline remote's `pipeline/AddToPipeline`, as far as the contacts remote can tell. */
function FakeAddToPipeline({ contact }: AddToPipelineProps) {
  return <button type="button">{`Pipeline piece for ${contact.first}`}</button>;
}

function setup() {
  mockApi({
    'GET /contacts': { body: contactList(CONTACTS) },
    'GET /contacts/:id': { body: CONTACTS[0] },
  });
  renderContacts();
}

const card = (name: string) => screen.findByRole('listitem', { name });

it("shows the pipeline remote's badge or button in each card and list row, given the card's contact", async () => {
  const loader = jest.fn(async (id: string) => {
    if (id === 'pipeline/AddToPipeline') return { default: FakeAddToPipeline };
    throw new Error(`${id} is not running`);
  });
  provideRemoteLoader(loader as never);
  setup();
  expect(await within(await card('Ann Staged')).findByRole('button', { name: 'Pipeline piece for Ann' })).toBeInTheDocument();
  expect(within(await card('Cy Outside')).getByRole('button', { name: 'Pipeline piece for Cy' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  expect(await within(await card('Cy Outside')).findByRole('button', { name: 'Pipeline piece for Cy' })).toBeInTheDocument();
  // Loaded once for every card and row.
  expect(loader.mock.calls.filter(([id]) => id === 'pipeline/AddToPipeline')).toHaveLength(1);
});

it('with the pipeline remote down, still shows the stage it knows, leaves the button out, and the page works', async () => {
  setup();
  const staged = await card('Ann Staged');
  await waitFor(() => expect(within(staged).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' }));
  expect(within(await card('Cy Outside')).queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  await userEvent.click(staged);
  const panel = await screen.findByRole('dialog', { name: 'Ann Staged' });
  // The quick view's badge is the shared one: no remote needed.
  expect(within(panel).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
});
