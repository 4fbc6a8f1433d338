// The board in German (long words) on a 390 px phone: German texts, stage names as the
// organisation wrote them, and a compact toolbar with the owner filter behind 'Filter'.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mediaStyle, mockApi, mockMatchMedia, resetAppState } from '@meridian/shared/testing';
import { deal, makeBoard, PIPELINES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

const PHONE = '(max-width: 640px)';
const originalMatchMedia = window.matchMedia;
const originalWidth = window.innerWidth;

beforeEach(async () => {
  resetAppState();
  mockMatchMedia(true);
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
  await act(() => useLocaleStore.getState().setLocale('de'));
  const board = makeBoard();
  board.stages[0].contacts[0] = { ...board.stages[0].contacts[0], deal: deal({ value: '12500.00', currency: 'EUR', close_date: '2020-01-02' }) };
  mockApi({ 'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } }, 'GET /pipeline/p2/board': { body: board }, 'GET /members': { body: { members: [] } } });
});
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
});

it('speaks German: title, count, totals, columns and cards; stage names stay as written', async () => {
  renderPipeline();
  expect(await screen.findByText('3 Kontakte insgesamt')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Vertriebspipeline', level: 1 })).toBeInTheDocument();
  expect(document.title).toContain('Vertriebspipeline');
  expect(screen.getByRole('button', { name: 'Phasen bearbeiten' })).toBeInTheDocument();
  const totals = within(screen.getByLabelText('Pipeline-Summen'));
  expect(totals.getByText('Gewichtete Prognose')).toBeInTheDocument();

  const won = within(screen.getByRole('region', { name: 'Won' }));
  expect(won.getByText('Kontakte hierher ziehen')).toBeInTheDocument();
  expect(won.getByTitle('0 Kontakte in Won')).toBeInTheDocument();
  const ann = within(screen.getByText('Ann Lee').closest('[data-contact-id]') as HTMLElement);
  expect(ann.getByRole('button', { name: 'Ann Lee verschieben' })).toBeInTheDocument();
  expect(ann.getByTitle('Aus der Pipeline entfernen')).toBeInTheDocument();
  expect(ann.getByTitle('Überfällig: voraussichtlicher Abschluss 2. Jan. 2020')).toHaveTextContent('Überfällig, voraussichtlicher Abschluss 2.1.20');
  expect(ann.getByTitle(/^Deal-Wert 12\.500,00\s€$/)).toBeInTheDocument();
  expect(screen.queryByText(/total contacts|Drop contacts here|Export deals/)).not.toBeInTheDocument();
});

it('keeps the toolbar compact: the owner filter waits behind one Filter button, Export is an icon', async () => {
  renderPipeline();
  const filters = await screen.findByRole('button', { name: 'Filter' });
  expect(filters).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'Deal-Verantwortliche(r)' })).not.toBeInTheDocument();
  const exportButton = screen.getByRole('button', { name: 'Deals exportieren' });
  expect(exportButton).toHaveTextContent(/^$/);

  await userEvent.click(filters);
  expect(filters).toHaveAttribute('aria-expanded', 'true');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Deal-Verantwortliche(r)' }), 'Meine Deals');
  expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();

  // One line for the board's header on a phone, and less room under the page title.
  const header = screen.getByRole('heading', { level: 2 }).parentElement!.parentElement!;
  expect(mediaStyle(header, PHONE)).toMatchObject({ 'flex-wrap': 'nowrap' });
  const pageHeader = screen.getByRole('heading', { level: 1 }).closest('header')!;
  expect(mediaStyle(pageHeader, PHONE)).toMatchObject({ 'margin-bottom': '12px' });
});
