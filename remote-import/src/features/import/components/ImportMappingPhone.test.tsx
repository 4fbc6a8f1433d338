import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, mockMatchMedia, resetAppState } from '@meridian/shared/testing';
import { BASE_ROUTES } from '../../../testing/importJobs';
import { chooseFile, csvFile, makeCsv, previewReply, renderImport } from '../../../testing/renderImport';

// At 390 px the three-column table was 561 px wide and the 'Maps To' selects were off-screen.

beforeEach(() => {
  resetAppState();
  localStorage.clear();
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

async function toMapColumns() {
  const api = mockApi({ ...BASE_ROUTES, 'POST /imports/preview': previewReply() });
  renderImport();
  chooseFile(csvFile(makeCsv(2)));
  expect(await screen.findByText('Step 2 of 4')).toBeInTheDocument();
  return api;
}

it('on a phone each CSV column is a stacked item: its name, its sample and a full-width Maps To select', async () => {
  mockMatchMedia(true);
  await toMapColumns();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Column mapping' })).getAllByRole('listitem');
  expect(items).toHaveLength(4);

  const email = within(items[2]);
  expect(email.getByText('E-mail Address')).toBeInTheDocument();
  expect(email.getByText('Sample Data: ann1@x.test · ann2@x.test')).toBeInTheDocument();
  const select = email.getByRole('combobox', { name: 'Maps To for E-mail Address' }) as HTMLSelectElement;
  expect(select.value).toBe('email');
  expect(email.getByText('Maps To')).toBeVisible(); // the visible label is the start of the name

  await userEvent.selectOptions(select, 'skip');
  expect(select.value).toBe('skip');
  expect(screen.getByRole('button', { name: 'Import Contacts' })).toBeEnabled(); // First Name still maps
});

it('turning the phone to a wider screen brings the table back', async () => {
  const media = mockMatchMedia(true);
  await toMapColumns();
  expect(screen.getByRole('list', { name: 'Column mapping' })).toBeInTheDocument();
  act(() => media.setMatches(false));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Column mapping' })).not.toBeInTheDocument();
  expect((screen.getByRole('combobox', { name: 'Maps To for Organization' }) as HTMLSelectElement).value).toBe('company');
});
