import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { useLocaleStore } from '@meridian/shared/i18n';
import { makeTokens, mockApi, mockMatchMedia, USER } from '@meridian/shared/testing';
import { contactList, makeContacts } from '../../../testing/fixtures';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

// The contacts list in German (long words) on a 390 px phone: every text is German and whole,
// and the toolbar is the search and one Filters button instead of a row of selects.
const originalMatchMedia = window.matchMedia;
let restoreLayout: () => void;
beforeEach(async () => {
  resetAppState();
  restoreLayout = installLayout(390, 844);
  mockMatchMedia(true);
  setSession(USER, makeTokens());
  await act(() => useLocaleStore.getState().setLocale('de'));
});
afterEach(() => {
  restoreLayout();
  window.matchMedia = originalMatchMedia;
  useSessionStore.setState({ ...initialSessionState });
});

const header = () => screen.getByRole('heading', { name: 'Kontakte', level: 1 }).closest('header')!;

it('shows the list in German with whole labels, and the filters behind one Filter button', async () => {
  mockApi({ 'GET /contacts': { body: contactList(makeContacts(3), 3) } });
  renderContacts();
  expect(await screen.findByText('3 Kontakte')).toBeInTheDocument();
  expect(document.title).toMatch(/^Kontakte/);

  // The header's buttons keep their full German names (icon buttons name themselves by title).
  const add = within(header()).getByRole('button', { name: 'Kontakt hinzufügen' });
  expect(add).toHaveTextContent(/^Kontakt hinzufügen$/);
  expect(within(header()).getByRole('button', { name: 'CSV importieren' })).toHaveAttribute('title', 'CSV importieren');
  expect(within(header()).getByRole('button', { name: 'CSV exportieren' })).toHaveAttribute('title', 'CSV exportieren');

  // A search whose placeholder fits a phone, and no row of selects: the view switcher and one Filter button.
  expect(screen.getByPlaceholderText('Kontakte suchen...')).toBeInTheDocument();
  expect(screen.getAllByRole('combobox').map((c) => c.getAttribute('aria-label'))).toEqual(['Ansicht']);
  expect(screen.queryByRole('group', { name: 'Filter und Ansicht' })).not.toBeInTheDocument();
  const filters = screen.getByRole('button', { name: 'Filter' });
  expect(filters).toHaveAttribute('aria-expanded', 'false');

  await userEvent.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('group', { name: 'Filter und Ansicht' });
  expect(within(panel).getByRole('combobox', { name: 'Anzeigen' })).toHaveDisplayValue('Alle Kontakte');
  expect(within(panel).getAllByRole('combobox')).toHaveLength(2);
  expect(within(panel).getByRole('option', { name: 'Erstellungsdatum' })).toBeInTheDocument();

  // "My contacts" counts as a filter in force on the button.
  await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Anzeigen' }), 'Meine Kontakte');
  expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();

  // The cards and the footer are German too; a card's texts keep their whole words in a title.
  const card = screen.getAllByRole('listitem')[0]!;
  expect(within(card).getByText(/^Hinzugefügt am /)).toBeInTheDocument();
  expect(screen.getByText('3 von 3 Kontakten')).toBeInTheDocument();
  expect(screen.queryByText(/Add Contact|Search contacts|Showing|Added /)).not.toBeInTheDocument();
});

it("tells an empty organisation in German how to start, with 'Kontakt hinzufügen' and 'Kontakte importieren'", async () => {
  mockApi({ 'GET /contacts': { body: contactList([]) } });
  renderContacts();
  const title = await screen.findByText('Noch keine Kontakte');
  const empty = title.parentElement!;
  expect(within(empty).getByRole('button', { name: 'Kontakt hinzufügen' })).toHaveTextContent(/^Kontakt hinzufügen$/);
  expect(within(empty).getByRole('link', { name: 'Kontakte importieren' })).toHaveAttribute('href', '/import');
});

it('keeps the row of filters on a desktop', async () => {
  mockMatchMedia(false);
  mockApi({ 'GET /contacts': { body: contactList(makeContacts(2), 2) } });
  renderContacts();
  await screen.findByText('2 Kontakte');
  expect(screen.queryByRole('button', { name: 'Filter' })).not.toBeInTheDocument();
  expect(screen.getByPlaceholderText('Kontakte nach Name, E-Mail oder Unternehmen suchen...')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Anzeigen' })).toBeInTheDocument();
  // The grid/list toggle stays in the header.
  expect(within(header()).getByRole('button', { pressed: true })).toBeInTheDocument();
});
