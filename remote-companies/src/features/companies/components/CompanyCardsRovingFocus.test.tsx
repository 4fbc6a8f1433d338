import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { companyList, makeCompanies } from '../../../testing/fixtures';
import { renderCompanies } from '../../../testing/renderCompanies';

/** Lays the cards out as a browser would on a two-column grid (jsdom draws nothing). */
function twoColumns() {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = Number(/Company (\d+)/.exec(this.getAttribute('aria-label') ?? '')?.[1] ?? 1) - 1;
    const top = Math.floor(index / 2) * 200;
    const left = (index % 2) * 320;
    return { top, left, bottom: top + 180, right: left + 300, width: 300, height: 180, x: left, y: top, toJSON: () => ({}) };
  });
}

beforeEach(() => {
  resetAppState();
  twoColumns();
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.getByRole('article', { name });

async function showFourCards() {
  mockApi({ 'GET /companies': { body: companyList(makeCompanies(4)) } });
  renderCompanies();
  await screen.findByRole('article', { name: 'Company 01' });
}

/** Tabs from the search box until the focus is on a card or one of its buttons. */
async function tabIntoCards() {
  await userEvent.click(screen.getByPlaceholderText('Search companies...'));
  for (let i = 0; i < 12 && !document.activeElement?.closest('[data-view="grid"]'); i += 1) await userEvent.tab();
}

it('the card grid is one Tab stop: Tab reaches the first card, its buttons, then leaves the cards', async () => {
  await showFourCards();
  await tabIntoCards();
  expect(card('Company 01')).toHaveFocus();
  expect(card('Company 01')).toHaveAccessibleDescription('Use the arrow keys to move between companies; Enter opens one.');
  await userEvent.tab();
  expect(within(card('Company 01')).getByRole('link')).toHaveFocus();
  await userEvent.tab();
  expect(within(card('Company 01')).getByRole('button', { name: 'View Contacts (3)' })).toHaveFocus();
  await userEvent.tab();
  expect(within(card('Company 01')).getByRole('button', { name: 'Edit' })).toHaveFocus();
  await userEvent.tab();
  // Past the grid: no other card (nor its buttons) on the way.
  expect(document.activeElement?.closest('[data-view="grid"]')).toBeNull();
  for (const name of ['Company 02', 'Company 03', 'Company 04']) {
    expect(card(name)).toHaveAttribute('tabindex', '-1');
    for (const control of within(card(name)).getAllByRole('button')) expect(control).toHaveAttribute('tabindex', '-1');
  }
});

it('the arrow keys move between cards, Home and End go to the ends, and the card left is the Tab stop', async () => {
  await showFourCards();
  await tabIntoCards();
  await userEvent.keyboard('{ArrowRight}');
  expect(card('Company 02')).toHaveFocus();
  // Down a row: the card under it.
  await userEvent.keyboard('{ArrowDown}');
  expect(card('Company 04')).toHaveFocus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(card('Company 03')).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(card('Company 04')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}');
  expect(card('Company 04')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(card('Company 02')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(card('Company 01')).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(card('Company 03')).toHaveAttribute('tabindex', '0');
  expect(card('Company 01')).toHaveAttribute('tabindex', '-1');
  // Back into the grid from outside: the card last focused.
  await tabIntoCards();
  expect(card('Company 03')).toHaveFocus();
});

it('Enter opens the focused card in the quick view', async () => {
  await showFourCards();
  await tabIntoCards();
  await userEvent.keyboard('{ArrowRight}{Enter}');
  expect(screen.getByRole('dialog', { name: 'Company 02' })).toBeInTheDocument();
});
