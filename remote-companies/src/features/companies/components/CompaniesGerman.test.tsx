// The companies page and the company form in German (long words) on a 390 px phone.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mediaStyle, mockApi, mockMatchMedia, renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { PHONE_QUERY } from '@meridian/shared/ui';
import { companyList, makeCompanies, makeCompany } from '../../../testing/fixtures';
import { renderCompanies } from '../../../testing/renderCompanies';
import { CompanyFormPanel } from './CompanyFormPanel';

const originalMatchMedia = window.matchMedia;
const originalWidth = window.innerWidth;

beforeEach(async () => {
  resetAppState();
  // A 390 px phone: every width query of the page answers as a phone's would.
  mockMatchMedia(true);
  window.innerWidth = 390;
  await act(() => useLocaleStore.getState().setLocale('de'));
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.innerWidth = originalWidth;
});

it('the companies page speaks German and keeps a compact toolbar: the search and one Filter button', async () => {
  mockApi({ 'GET /companies': { body: companyList([makeCompany(), ...makeCompanies(1, 2)]) } });
  renderCompanies();
  const card = await screen.findByRole('article', { name: 'Acme Corp' });
  expect(document.title).toBe('Unternehmen - Meridian');
  expect(screen.getByRole('heading', { level: 1, name: 'Unternehmen' })).toBeInTheDocument();
  expect(screen.getByText('2 Unternehmen')).toBeInTheDocument();
  expect(within(card).getByText('Technologie')).toBeInTheDocument();
  expect(within(card).getByText('Mittel')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Kontakte anzeigen (3)' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();

  // The header keeps one row: the add button shows its icon, its words go to assistive technology.
  const add = screen.getByRole('button', { name: 'Unternehmen hinzufügen' });
  expect(mediaStyle(within(add).getByText('Unternehmen hinzufügen'), PHONE_QUERY)).toMatchObject({ position: 'absolute', width: '1px' });
  expect(mediaStyle(add.closest('header')!, PHONE_QUERY)).toMatchObject({ 'flex-wrap': 'nowrap' });

  // One toolbar row: the whole German placeholder in a search that takes the free width, and 'Filter'.
  const search = screen.getByRole('searchbox', { name: 'Unternehmen suchen...' });
  expect(search).toHaveAttribute('placeholder', 'Unternehmen suchen...');
  expect(mediaStyle(search.parentElement!, PHONE_QUERY)).toMatchObject({ 'flex-basis': '0', 'max-width': 'none' });
  expect(search.closest('[data-compact]')).not.toBeNull();
  expect(search).toHaveStyle({ paddingRight: '12px' });
  // The view switcher is the one select left on the first screen.
  expect(screen.getAllByRole('combobox').map((c) => c.getAttribute('aria-label'))).toEqual(['Ansicht']);
  expect(screen.queryByRole('button', { name: /Select All|Alle auswählen/ })).not.toBeInTheDocument();
  const filters = screen.getByRole('button', { name: 'Filter' });
  expect(filters).toHaveAttribute('aria-expanded', 'false');

  // The filters open below it: the sort in German, and Select All.
  await userEvent.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(filters.getAttribute('aria-controls')!)!;
  const sortBy = within(panel).getByRole('combobox');
  expect([...sortBy.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Name', 'Branche', 'Größe', 'Erstellungsdatum']);
  await userEvent.click(filters);
  expect(screen.getAllByRole('combobox')).toHaveLength(1);
});

it('an empty organisation is told in German what to do, with the button to do it', async () => {
  mockApi({ 'GET /companies': { body: companyList([]) } });
  renderCompanies();
  expect(await screen.findByText('Noch keine Unternehmen')).toBeInTheDocument();
  expect(screen.getByText('Fügen Sie zunächst Ihr erstes Unternehmen hinzu')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Unternehmen hinzufügen' })).toHaveLength(2);
});

it('the company form speaks German: title, sections, labels, options, the errors at the fields', async () => {
  mockApi();
  renderWithProviders(<CompanyFormPanel open onClose={jest.fn()} />);
  const form = screen.getByRole('dialog', { name: 'Neues Unternehmen hinzufügen' });
  expect(within(form).getByRole('group', { name: 'Allgemeine Angaben' })).toBeInTheDocument();
  expect(within(form).getByRole('group', { name: 'Kontaktdaten' })).toBeInTheDocument();
  for (const label of ['Branche', 'Unternehmensgröße', 'Beschreibung', 'Website', 'E-Mail', 'Telefon', 'Adresse', 'Logo-URL']) {
    expect(within(form).getByLabelText(label)).toBeInTheDocument();
  }
  const options = (label: string) => [...within(form).getByLabelText(label).querySelectorAll('option')].map((o) => [o.value, o.textContent]);
  expect(options('Unternehmensgröße')).toContainEqual(['small', 'Klein (11-50 Beschäftigte)']);
  // The stored value stays the English one of the product; the label is German.
  expect(options('Branche')).toContainEqual(['Real Estate', 'Immobilien']);
  expect(within(form).getByLabelText('Website')).toHaveAttribute('placeholder', 'beispiel.de');

  await userEvent.type(within(form).getByLabelText('Website'), 'keine Website');
  await userEvent.click(within(form).getByRole('button', { name: 'Unternehmen anlegen' }));
  expect(within(form).getByText('Der Unternehmensname ist erforderlich')).toBeInTheDocument();
  expect(within(form).getByText('Bitte geben Sie eine gültige URL ein (beginnend mit http:// oder https://)')).toBeInTheDocument();
});

it('a failed list says so in German, with the refusal in German when the API gave its code', async () => {
  mockApi({ 'GET /companies': { status: 400, body: { error: 'Company not found', code: 'company_not_found' } } });
  renderCompanies();
  expect(await screen.findByText('Unternehmen konnten nicht geladen werden')).toBeInTheDocument();
  expect(screen.getByText('Unternehmen nicht gefunden')).toBeInTheDocument();
});
