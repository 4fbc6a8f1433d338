import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mediaStyle, mockApi, mockMatchMedia } from '@meridian/shared/testing';
import { contactList, makeContact } from '../../../testing/fixtures';
import { installLayout, renderContacts, resetAppState } from '../../../testing/renderContacts';

// On a phone the header's buttons wrapped onto three rows.
const originalMatchMedia = window.matchMedia;
let restoreLayout: () => void;
beforeEach(() => {
  resetAppState();
  restoreLayout = installLayout(390, 600);
  mockApi({ 'GET /contacts': { body: contactList([makeContact()], 51498) } });
});
afterEach(() => {
  restoreLayout();
  window.matchMedia = originalMatchMedia;
});

const header = () => screen.getByRole('heading', { name: 'Contacts', level: 1 }).closest('header')!;

it('on a phone, Import CSV and Export CSV are icon buttons with their names; Add Contact keeps its words; the view toggle is behind Filters', async () => {
  mockMatchMedia(true);
  renderContacts();
  expect(await screen.findByText('51,498 contacts')).toBeInTheDocument();
  const importButton = within(header()).getByRole('button', { name: 'Import CSV' });
  const exportButton = within(header()).getByRole('button', { name: 'Export CSV' });
  expect(importButton).toHaveTextContent(/^$/);
  expect(exportButton).toHaveTextContent(/^$/);
  expect(importButton).toHaveAttribute('title', 'Import CSV');
  expect(within(header()).getByRole('button', { name: 'Add Contact' })).toHaveTextContent('Add Contact');
  expect(within(header()).queryByRole('button', { name: 'Grid view' })).not.toBeInTheDocument();
  expect(within(header()).queryByRole('button', { name: 'Switch to dark theme' })).not.toBeInTheDocument();

  await userEvent.click(importButton);
  expect(screen.getByTestId('location')).toHaveTextContent('/import');
});

it('keeps the labelled buttons on a desktop', async () => {
  mockMatchMedia(false);
  renderContacts();
  await screen.findByText('51,498 contacts');
  expect(within(header()).getByRole('button', { name: 'Import CSV' })).toHaveTextContent('Import CSV');
  expect(within(header()).getByRole('button', { name: 'Export CSV' })).toHaveTextContent('Export CSV');
});

it('gives the page less padding on a phone', async () => {
  renderContacts();
  await screen.findByText('51,498 contacts');
  const page = header().parentElement!;
  expect(mediaStyle(page, '(max-width: 640px)')).toMatchObject({ padding: '16px 16px 8px' });
  expect(mediaStyle(header(), '(max-width: 640px)')).toMatchObject({ 'margin-bottom': '12px' });
});
