// The API decides: a move or removal it refuses for the member's role or the record's owner (a
// change since the board was drawn) puts the card back and says why, in the member's language.
// The empty board says what each role can do about it.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import type { Permissions } from '@meridian/shared/app';
import { boardStage, makeBoard, PIPELINES, STAGES } from '../../../testing/fixtures';
import { mockBoardGeometry } from '../../../testing/boardGeometry';
import { renderPipeline } from '../../../testing/renderPipeline';

let restoreGeometry: () => void;
beforeEach(() => {
  resetAppState();
  restoreGeometry = mockBoardGeometry();
});
afterEach(() => restoreGeometry());

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const column = (name: string) => screen.getByRole('region', { name });

async function press(el: Element, code: string, times = 1) {
  for (let i = 0; i < times; i += 1) {
    fireEvent.keyDown(el, { code, key: code === 'Space' ? ' ' : code });
    await tick();
  }
}

const FORBIDDEN_RECORD = { status: 403, body: { error: 'Only the owner of this record or an admin can change it', code: 'record_forbidden' } };
const FORBIDDEN_ROLE = { status: 403, body: { error: 'Your role does not allow this', code: 'role_forbidden' } };

function boardApi() {
  signInAs('member');
  return mockApi({
    'GET /me': meReply('member'),
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': { body: makeBoard() },
    'PUT /pipeline/c1/move': FORBIDDEN_RECORD,
    'DELETE /pipeline/c1/remove': FORBIDDEN_ROLE,
  });
}

it('puts a refused move back and says the record is not theirs to change', async () => {
  const api = boardApi();
  renderPipeline();
  const handle = await screen.findByRole('button', { name: 'Move Ann Lee' });
  act(() => handle.focus());
  await press(handle, 'Space');
  await press(handle, 'ArrowRight', 4);
  await press(handle, 'Space');

  expect(await screen.findByText('Only the owner of this record or an admin can change it')).toBeInTheDocument();
  expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
  expect(within(column('Qualified')).queryByText('Ann Lee')).not.toBeInTheDocument();
  expect(api.callsTo('PUT /pipeline/c1/move')).toHaveLength(1);
  expect(screen.queryByText('Failed to move contact')).not.toBeInTheDocument();
});

it('says the refusal in the chosen language', async () => {
  await act(() => useLocaleStore.getState().setLocale('de'));
  boardApi();
  renderPipeline();
  await screen.findByText('Ann Lee');
  const grip = document.querySelector<HTMLElement>('[data-contact-id="c1"] [data-drag-handle]')!;
  act(() => grip.focus());
  await press(grip, 'Space');
  await press(grip, 'ArrowRight', 4);
  await press(grip, 'Space');
  expect(await screen.findByText('Nur der Verantwortliche dieses Datensatzes oder ein Administrator kann ihn ändern')).toBeInTheDocument();
});

it('keeps a card whose removal is refused and says the role does not allow it', async () => {
  boardApi();
  renderPipeline();
  await userEvent.click(await screen.findByRole('button', { name: 'Remove Ann Lee from pipeline' }));
  expect(await screen.findByText('Your role does not allow this')).toBeInTheDocument();
  expect(within(column('Lead')).getByText('Ann Lee')).toBeInTheDocument();
});

describe('an empty board', () => {
  function emptyBoard(role: Permissions['role']) {
    signInAs(role);
    const board = makeBoard();
    board.totalContacts = 0;
    board.stages = STAGES.map((stage) => boardStage(stage, []));
    mockApi({
      'GET /me': meReply(role),
      'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
      'GET /pipeline/p2/board': { body: board },
    });
    renderPipeline();
  }

  it('offers an admin the contacts and the import', async () => {
    emptyBoard('admin');
    expect(await screen.findByText(/No contacts yet\? Add them one by one, or import a CSV file/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import contacts' })).toHaveAttribute('href', '/import');
    expect(screen.getByRole('link', { name: 'Go to contacts' })).toBeInTheDocument();
  });

  it('offers a member the contacts, not the import (only admins import)', async () => {
    emptyBoard('member');
    expect(await screen.findByText('Add a contact with the “Pipeline” button in the contacts list.')).toBeInTheDocument();
    await tick();
    expect(screen.queryByRole('link', { name: 'Import contacts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to contacts' })).toBeInTheDocument();
  });

  it('tells a read-only member who fills it', async () => {
    emptyBoard('readonly');
    expect(await screen.findByText('Contacts your teammates add to this pipeline appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import contacts' })).not.toBeInTheDocument();
  });
});
