// The board's cards with their contact's next activity: the mark in the card's own words (in the
// member's language), the name button described by it, and the card's panel listing the deal's activities.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSession } from '@meridian/shared/auth';
import { provideRemoteLoader, type ContactPanelProps } from '@meridian/shared/federation';
import { useLocaleStore } from '@meridian/shared/i18n';
import { makeTokens, mockApi, resetAppState, USER } from '@meridian/shared/testing';
import { makeBoard, PIPELINES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(() => {
  resetAppState();
  act(() => setSession(USER, makeTokens()));
});

/** Ann Lee has a call long overdue; Bo Chen and Cy Diaz have nothing planned. */
function api() {
  const board = makeBoard();
  board.stages[0].contacts[0] = {
    ...board.stages[0].contacts[0],
    next_activity: { id: 'a1', type: 'call', subject: 'Call Ann', due_at: '2020-03-02T00:00:00.000Z', all_day: true },
  };
  return mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': { body: board },
    'GET /members': { body: { members: [USER] } },
  });
}

const card = (name: string) => within(screen.getByText(name).closest('[data-contact-id]') as HTMLElement);

it('each card shows its mark; the name button is described by it', async () => {
  api();
  renderPipeline();
  await screen.findByText('Ann Lee');
  expect(card('Ann Lee').getByRole('img', { name: 'Overdue: Call Ann, Mar 2, 2020' })).toHaveAttribute('title', 'Overdue: Call Ann, Mar 2, 2020');
  expect(card('Ann Lee').getByRole('button', { name: 'Ann Lee' })).toHaveAccessibleDescription('Overdue: Call Ann, Mar 2, 2020');
  expect(card('Bo Chen').getByRole('img', { name: 'No activity planned' })).toBeInTheDocument();
  expect(card('Cy Diaz').getByRole('button', { name: 'Cy Diaz' })).toHaveAccessibleDescription('No activity planned');
});

it.each([
  ['es', 'Vencida: Call Ann, 2 mar 2020', 'Ninguna actividad planificada'],
  ['fr', 'En retard : Call Ann, 2 mars 2020', 'Aucune activité prévue'],
  ['de', 'Überfällig: Call Ann, 2. März 2020', 'Keine Aktivität geplant'],
])('speaks %s', async (locale, overdue, none) => {
  await act(() => useLocaleStore.getState().setLocale(locale as 'es' | 'fr' | 'de'));
  api();
  renderPipeline();
  await screen.findByText('Ann Lee');
  expect(card('Ann Lee').getByRole('img').getAttribute('aria-label')!.replace(/\s/g, ' ')).toBe(overdue);
  expect(card('Bo Chen').getByRole('img', { name: none })).toBeInTheDocument();
});

it("the card's panel lists the deal's activities (the contacts remote's panel is told so)", async () => {
  const seen: ContactPanelProps[] = [];
  function FakeContactPanel(props: ContactPanelProps) {
    seen.push(props);
    return <p>Contact {props.contactId}</p>;
  }
  provideRemoteLoader((async () => ({ default: FakeContactPanel })) as never);
  api();
  renderPipeline();
  await userEvent.click(await screen.findByText('Ann Lee'));
  expect(await screen.findByText('Contact c1')).toBeInTheDocument();
  expect(seen.at(-1)).toEqual(expect.objectContaining({ contactId: 'c1', activitiesOf: 'deal' }));
});
