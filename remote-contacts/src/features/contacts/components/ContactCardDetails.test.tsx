import { screen, within } from '@testing-library/react';
import { contactList, makeContact, makeContacts } from '../../../testing/fixtures';
import { mockApi } from '@meridian/shared/testing';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

// Ellipsis, footer line, focus ring, counts, list semantics.
let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout();
});
afterEach(() => restoreLayout());

const LONG_EMAIL = 'bartholomew.featherstonehaugh-worthington@very-long-company-domain.example.com';

/** The declarations `:focus-visible` rules give `element` (jsdom applies no pseudo-classes). */
function focusVisibleStyle(element: Element): Record<string, string> {
  const style: Record<string, string> = {};
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':focus-visible')) continue;
      const base = rule.selectorText.replace(/:focus-visible/g, '');
      if (!base.trim() || !element.matches(base)) continue;
      for (let i = 0; i < rule.style.length; i += 1) style[rule.style[i]] = rule.style.getPropertyValue(rule.style[i]);
    }
  }
  return style;
}

async function renderCards() {
  mockApi({ 'GET /contacts': { body: contactList([makeContact({ email: LONG_EMAIL }), ...makeContacts(2, 2)], 51498) } });
  renderContacts();
  return screen.findByRole('listitem', { name: 'Ada Lovelace' });
}

it('ellipsises a long email (a block of its own, not the flex line) and keeps the whole address as its title', async () => {
  const card = await renderCards();
  const email = within(card).getByText(LONG_EMAIL);
  expect(email).toHaveAttribute('title', LONG_EMAIL);
  expect(email).toHaveStyle({ overflow: 'hidden', 'text-overflow': 'ellipsis', 'white-space': 'nowrap' });
  expect(email).not.toHaveStyle({ display: 'flex' });
});

it("gives every card's footer the Pipeline button's height, so 'Added …' lines up across a row", async () => {
  const card = await renderCards();
  const footer = within(card).getByText('Added Jan 5, 2024').parentElement!;
  expect(footer).toHaveStyle({ 'min-height': '30px', 'align-items': 'center' });
});

it("draws a card's focus ring inside it, where the scrolling list cannot clip it", async () => {
  const card = await renderCards();
  expect(focusVisibleStyle(card)).toMatchObject({ 'outline-offset': '-2px' });
});

it('announces the cards as items of the contacts list, with their place among the loaded ones', async () => {
  const card = await renderCards();
  const list = screen.getByRole('list', { name: 'Contacts' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(card).toHaveAttribute('aria-posinset', '1');
  expect(card).toHaveAttribute('aria-setsize', '3');
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});

it('writes the counts with thousands separators', async () => {
  await renderCards();
  expect(screen.getByText('51,498 contacts')).toBeInTheDocument();
  expect(screen.getByText('Showing 3 of 51,498 contacts')).toBeInTheDocument();
});
