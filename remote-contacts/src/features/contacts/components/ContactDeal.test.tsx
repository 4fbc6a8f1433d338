// The deal (the pipeline remote's DealEditor) for a contact in
// a pipeline, and the deal's changes in Activity and Recent Activity beside the stage moves.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type DealEditorProps } from '@meridian/shared/federation';
import { mockApi } from '@meridian/shared/testing';
import { makeContact, makeEvent, makeHistoryEntry, makeNote, timelinePage } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';
import type { HistoryEntry } from '@meridian/shared/model';

setUpContactsPage();

const IN_PIPELINE = makeContact({ stage_id: 's2', stage_name: 'Qualified', stage_color: '#10b981' });

const HISTORY: HistoryEntry[] = [
  makeHistoryEntry({ id: 'h3', kind: 'deal', change: { field: 'value', from: '1200.00 USD', to: '1500.00 EUR' }, changed_at: '2024-03-03T10:00:00Z' }),
  makeHistoryEntry({ id: 'h2', kind: 'deal', change: { field: 'owner', from: 'Ann Archer', to: 'Bob Baker' }, changed_at: '2024-03-02T10:00:00Z' }),
  makeHistoryEntry({ id: 'h1', stage_name: 'Qualified', changed_at: '2024-03-01T10:00:00Z' }),
];

/** The same changes as the audit trail records them (the Activity tab). */
const TIMELINE = [
  makeEvent({
    id: 'e3',
    at: '2024-03-03T10:00:00Z',
    actor: { id: 'u1', name: 'Dana Demo' },
    record_type: 'deal',
    changes: [{ field: 'value', from: '1200.00 USD', to: '1500.00 EUR' }],
  }),
  makeEvent({
    id: 'e2',
    at: '2024-03-02T10:00:00Z',
    actor: { id: 'u1', name: 'Dana Demo' },
    record_type: 'deal',
    changes: [{ field: 'owner', from: 'Ann Archer', to: 'Bob Baker' }],
  }),
  makeEvent({
    id: 'e1',
    at: '2024-03-01T10:00:00Z',
    actor: { id: 'u1', name: 'Dana Demo' },
    record_type: 'deal',
    action: 'stage_moved',
    changes: [],
    details: { stage: 'Qualified' },
  }),
];

/** The API's answers for contact p1, then the contacts remote at `route`. */
function setup(route: string, { contact = IN_PIPELINE, history = HISTORY } = {}) {
  const api = mockApi({
    'GET /pipeline/:id/history': { body: { history } },
    'GET /contacts/:id': { body: contact },
    'GET /contacts/:id/notes': { body: { notes: [makeNote({ body: 'Called', created_at: '2024-03-02T12:00:00Z' })] } },
    'GET /contacts/:id/attachments': { body: { attachments: [] } },
    'GET /contacts/:id/timeline': { body: timelinePage(TIMELINE) },
    'GET /members': { body: { members: [] } },
  });
  renderContacts(route);
  return api;
}

/** The pipeline remote's editor, as far as this remote can tell: it saves and says so. */
function FakeDealEditor({ contactId, onSaved }: DealEditorProps) {
  return (
    <button type="button" onClick={() => onSaved?.({ value: '1500.00', currency: 'EUR', close_date: null, owner_id: null, owner_name: null, next_step: null })}>
      {`Deal editor for ${contactId}`}
    </button>
  );
}

function providePipeline(editor = FakeDealEditor) {
  const loader = jest.fn(async (id: string) => {
    if (id === 'pipeline/DealEditor') return { default: editor };
    throw new Error(`${id} is not running`);
  });
  provideRemoteLoader(loader as never);
  return loader;
}

describe('Deal section', () => {
  it("renders the pipeline remote's DealEditor for a contact in a pipeline; a save refetches the Activity", async () => {
    const loader = providePipeline();
    const api = setup('/contacts/p1');
    const section = await screen.findByRole('region', { name: 'Deal' });
    const editor = await within(section).findByRole('button', { name: 'Deal editor for p1' });
    expect(loader).toHaveBeenCalledWith('pipeline/DealEditor', { fresh: false });
    await waitFor(() => expect(api.callsTo('GET /pipeline/:id/history')).toHaveLength(1));
    await userEvent.click(editor);
    await waitFor(() => expect(api.callsTo('GET /pipeline/:id/history')).toHaveLength(2));
    expect(api.callsTo('GET /pipeline/:id/history')[1].path).toBe('/pipeline/p1/history');
  });

  it('is not shown for a contact in no pipeline, and the module is not loaded', async () => {
    const loader = providePipeline();
    setup('/contacts/p1', { contact: makeContact({ stage_id: null }) });
    await screen.findByRole('region', { name: 'Contact Information' });
    expect(screen.queryByRole('region', { name: 'Deal' })).not.toBeInTheDocument();
    expect(loader).not.toHaveBeenCalledWith('pipeline/DealEditor', expect.anything());
  });

  it('shows a skeleton meanwhile, and a line with Retry when the pipeline remote is down', async () => {
    let fail = true;
    provideRemoteLoader((async (id: string) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error(`${id} is not running`);
      return { default: FakeDealEditor };
    }) as never);
    setup('/contacts/p1');
    const section = await screen.findByRole('region', { name: 'Deal' });
    expect(within(section).getByText('Loading...')).toBeInTheDocument();
    expect(await within(section).findByText('The deal cannot be shown right now.')).toBeInTheDocument();
    // The rest of the page works.
    expect(screen.getByRole('region', { name: 'Contact Information' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('button', { name: 'Deal editor for p1' })).toBeInTheDocument();
  });
});

describe('deal changes in the timeline', () => {
  it('Activity lists deal changes beside the moves, each with who and when', async () => {
    setup('/contacts/p1?tab=activity');
    const activity = await screen.findByRole('region', { name: 'Activity' });
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(3));
    const texts = within(activity)
      .getAllByRole('listitem')
      .map((li) => [...li.querySelectorAll('p')].slice(0, 2).map((p) => p.textContent));
    expect(texts).toEqual([
      ['Changed the deal', 'Value: $1,200.00 → €1,500.00'],
      ['Changed the deal', 'Owner: Ann Archer → Bob Baker'],
      ['Moved to Qualified', expect.stringMatching(/^Mar 1, 2024/)],
    ]);
    expect(within(activity).getAllByText(/Mar \d, 2024.*by Dana Demo/)).toHaveLength(3);
  });

  it('Recent Activity mixes them with notes and moves, newest first', async () => {
    providePipeline();
    setup('/contacts/p1');
    const section = await screen.findByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(4));
    const titles = within(section)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent);
    expect(titles).toEqual(['Value: $1,200.00 → €1,500.00', 'Added note', 'Owner: Ann Archer → Bob Baker', 'Moved to Qualified']);
  });
});
