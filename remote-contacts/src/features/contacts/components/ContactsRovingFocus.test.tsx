import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { renderContacts, setUpContactsPage } from '../../../testing/renderContacts';

// The card list is one Tab stop; the arrow keys move between the cards (4 columns at 1200 px).
setUpContactsPage();

const cards = () => screen.getAllByRole('listitem');
const focused = () => document.activeElement?.getAttribute('aria-label');

async function renderList(count = 10) {
  mockApi({ 'GET /contacts': { body: contactList(makeContacts(count), count) }, 'GET /contacts/:id': { body: makeContacts(1)[0] } });
  renderContacts();
  await screen.findByRole('listitem', { name: 'Person 0001' });
}

it('makes the list one Tab stop, the first card, and Tab leaves the list', async () => {
  await renderList();
  const stops = cards().filter((card) => card.tabIndex === 0);
  expect(stops.map((card) => card.getAttribute('aria-label'))).toEqual(['Person 0001']);

  // The other cards' own buttons (Pipeline) are out of the Tab order too.
  for (const card of cards().slice(1)) {
    for (const button of card.querySelectorAll('button')) expect(button).toHaveAttribute('tabindex', '-1');
  }

  // Tab goes from the card to its own Pipeline button, then out of the list.
  cards()[0]!.focus();
  await userEvent.tab();
  expect(document.activeElement?.closest('[role="listitem"]')).toBe(cards()[0]);
  expect(document.activeElement?.tagName).toBe('BUTTON');
  await userEvent.tab();
  expect(document.activeElement?.closest('[role="listitem"]')).toBeNull();
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(focused()).toBe('Person 0001');
});

it('moves with the arrow keys in the grid (Left/Right one card, Up/Down one row), Home and End', async () => {
  await renderList();
  cards()[0]!.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(focused()).toBe('Person 0002');
  await userEvent.keyboard('{ArrowDown}');
  expect(focused()).toBe('Person 0006');
  await userEvent.keyboard('{ArrowLeft}');
  expect(focused()).toBe('Person 0005');
  await userEvent.keyboard('{ArrowUp}');
  expect(focused()).toBe('Person 0001');
  await userEvent.keyboard('{ArrowUp}');
  expect(focused()).toBe('Person 0001');
  await userEvent.keyboard('{End}');
  expect(focused()).toBe('Person 0010');
  // The card moved to is now the list's one Tab stop.
  expect(
    cards()
      .filter((card) => card.tabIndex === 0)
      .map((card) => card.getAttribute('aria-label')),
  ).toEqual(['Person 0010']);
  await userEvent.keyboard('{Home}');
  expect(focused()).toBe('Person 0001');
});

it('opens the focused card with Enter, as a click does', async () => {
  await renderList();
  cards()[0]!.focus();
  await userEvent.keyboard('{ArrowRight}{ArrowLeft}{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Person 0001' })).toBeInTheDocument();
});

it('moves between the cells of the table (the list layout on a desktop): one Tab stop, arrows, Home and End', async () => {
  await renderList(4);
  await userEvent.click(screen.getByRole('button', { name: 'List view' }));
  const grid = await screen.findByRole('grid', { name: 'Contacts' });
  const cell = (row: number, col: number) => grid.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-col="${col}"]`)!;
  expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  await userEvent.click(cell(0, 2));
  await userEvent.keyboard('{ArrowDown}');
  expect(cell(1, 2)).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(cell(1, 3)).toHaveFocus();
  await userEvent.keyboard('{Control>}{End}{/Control}');
  expect(cell(3, 7)).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(cell(3, 0)).toHaveFocus();
});
