// The company detail page in German (long words) on a 390 px phone.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi, mockMatchMedia, resetAppState } from '@meridian/shared/testing';
import { contactList, makeCompany, makeContact } from '../../../testing/fixtures';
import { renderCompanies } from '../../../testing/renderCompanies';

const originalMatchMedia = window.matchMedia;

beforeEach(async () => {
  resetAppState();
  mockMatchMedia(true);
  await act(() => useLocaleStore.getState().setLocale('de'));
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const acme = makeCompany({ industry: 'Real Estate', contact_count: 7, description: null });
const contacts = Array.from({ length: 5 }, (_, i) => makeContact({ id: `p${i + 1}`, first: `Person${i + 1}`, last: 'Smith' }));

it('speaks German: the way back, the tabs, the overview, the contacts and the delete question', async () => {
  mockApi({
    'GET /companies/:id': { body: { company: acme } },
    'GET /companies/:id/timeline': { body: { events: [], next_cursor: null } },
    'GET /contacts': { body: contactList(contacts, 7) },
  });
  renderCompanies('/companies/c1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zurück zu Unternehmen' })).toHaveAttribute('href', '/companies');
  expect(screen.getByRole('tablist', { name: 'Unternehmensbereiche' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Übersicht' })).toHaveAttribute('aria-selected', 'true');

  const overview = screen.getByRole('tabpanel');
  for (const [term, value] of [
    ['Branche', 'Immobilien'],
    ['Unternehmensgröße', 'Mittel (51-200 Beschäftigte)'],
    ['Beschreibung', '-'],
  ]) {
    expect(within(overview).getByText(term).nextElementSibling).toHaveTextContent(value);
  }

  await userEvent.click(screen.getByRole('tab', { name: /^Kontakte/ }));
  expect(await screen.findByText('Und 2 weitere Kontakte...')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Alle Kontakte anzeigen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Person1 Smith anzeigen' })).toHaveTextContent('Anzeigen');
  await userEvent.click(screen.getByRole('tab', { name: 'Aktivität' }));
  expect(await screen.findByText('Keine aktuellen Aktivitäten für dieses Unternehmen.')).toBeInTheDocument();

  // The header's Delete button is the shared kit's; the question is this remote's.
  await userEvent.click(screen.getByRole('button', { name: /^(Delete|Löschen)$/ }));
  const question = screen.getByRole('alertdialog', { name: 'Unternehmen löschen' });
  expect(question).toHaveTextContent('Möchten Sie dieses Unternehmen wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.');
  expect(within(question).getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
});
