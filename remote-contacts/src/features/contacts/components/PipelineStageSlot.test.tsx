import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
function FakeAddToPipeline({ contact, addNow }: AddToPipelineProps) {
  return <button type="button">{`Pipeline piece for ${contact.first}${addNow ? ', adding' : ''}`}</button>;
}

function setup() {
  mockApi({
    'GET /contacts': { body: contactList(CONTACTS) },
    'GET /contacts/:id': { body: CONTACTS[0] },
  });
  renderContacts();
}

function providePipeline() {
  const loader = jest.fn(async (id: string) => {
    if (id === 'pipeline/AddToPipeline') return { default: FakeAddToPipeline };
    throw new Error(`${id} is not running`);
  });
  provideRemoteLoader(loader as never);
  return loader;
}

const card = (name: string) => screen.findByRole('listitem', { name });
const pipelineLoads = (loader: jest.Mock) => loader.mock.calls.filter(([id]) => id === 'pipeline/AddToPipeline').length;

it('draws the badge and the Pipeline button itself until one is wanted, so the first screen does not load the pipeline remote', async () => {
  const loader = providePipeline();
  setup();
  const staged = await card('Ann Staged');
  await waitFor(() => expect(within(staged).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' }));
  expect(within(await card('Cy Outside')).getByRole('button', { name: 'Add Cy Outside to the pipeline' })).toBeInTheDocument();
  expect(pipelineLoads(loader)).toBe(0);
});

it("hands over to the pipeline remote's piece when the pointer reaches a Pipeline button, in every card, loading it once; the table shows the stage badge", async () => {
  const loader = providePipeline();
  setup();
  await userEvent.hover(within(await card('Cy Outside')).getByRole('button', { name: 'Add Cy Outside to the pipeline' }));
  expect(await within(await card('Ann Staged')).findByRole('button', { name: 'Pipeline piece for Ann' })).toBeInTheDocument();
  expect(within(await card('Cy Outside')).getByRole('button', { name: 'Pipeline piece for Cy' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  // The table's Stage column is the badge alone (a stage moves on the board, not in a cell).
  const ann = (await screen.findByRole('grid', { name: 'Contacts' })).querySelector<HTMLElement>('[data-row-id] [data-cell="stage"]')!;
  expect(within(ann).getByText('Negotiation')).toBeInTheDocument();
  expect(pipelineLoads(loader)).toBe(1);
});

it('a press before the piece has arrived is handed to it, which adds at once', async () => {
  providePipeline();
  setup();
  const button = within(await card('Cy Outside')).getByRole('button', { name: 'Add Cy Outside to the pipeline' });
  fireEvent.click(button); // no hover first: as a keyboard user or a fast tap would
  expect(await within(await card('Cy Outside')).findByRole('button', { name: 'Pipeline piece for Cy, adding' })).toBeInTheDocument();
  expect(within(await card('Ann Staged')).getByRole('button', { name: 'Pipeline piece for Ann' })).toBeInTheDocument();
});

it('with the pipeline remote down, a press says the add failed, the buttons go, the stage it knows stays, and the page works', async () => {
  setup();
  const staged = await card('Ann Staged');
  await userEvent.click(within(await card('Cy Outside')).getByRole('button', { name: 'Add Cy Outside to the pipeline' }));
  expect(await screen.findByText('Error adding contact to pipeline')).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Cy Outside' })).queryByRole('button')).not.toBeInTheDocument());
  expect(within(staged).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
  expect(screen.queryByText('This section is unavailable')).not.toBeInTheDocument();
  await userEvent.click(staged);
  const panel = await screen.findByRole('dialog', { name: 'Ann Staged' });
  // The quick view's badge is the shared one: no remote needed.
  expect(within(panel).getByText('Negotiation')).toHaveStyle({ background: '#8b5cf6' });
});
