// Only admins and owners import (the API refuses anyone else). A member or read-only user who
// opens /import by a link is told so and whom to ask, instead of a wizard whose upload would be
// refused; the organisation's recent imports stay readable to them.
import { act, screen, within } from '@testing-library/react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import type { Permissions } from '@meridian/shared/app';
import { BASE_ROUTES, doneJob, listReply, makeJob } from '../../../testing/importJobs';
import { renderImport } from '../../../testing/renderImport';

beforeEach(() => {
  resetAppState();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const RUNNING = makeJob({ id: 'j2', status: 'running', fileName: 'running.csv', total: 100, processed: 10 });

function openAs(role: Permissions['role'], imports = [doneJob()]) {
  signInAs(role);
  const api = mockApi({ ...BASE_ROUTES, 'GET /me': meReply(role), 'GET /imports': listReply(imports) });
  renderImport();
  return api;
}

describe.each(['member', 'readonly'] as const)('a %s', (role) => {
  it('is told only admins import, and whom to ask, with no wizard', async () => {
    const api = openAs(role);
    expect(await screen.findByRole('heading', { name: 'Only admins can import' })).toBeInTheDocument();
    expect(screen.getByText('Ask an admin of your organisation to import your file, or to give you the Admin role.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Import Contacts', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Contacts/ })).toHaveAttribute('href', '/contacts');
    expect(screen.queryByTestId('csv-file-input')).not.toBeInTheDocument();
    await tick();
    expect(api.callsTo('POST /imports')).toHaveLength(0);
  });

  it("still lists the organisation's recent imports, with no way to cancel a running one", async () => {
    openAs(role, [RUNNING, doneJob()]);
    const section = await screen.findByRole('region', { name: 'Recent imports' });
    expect(await within(section).findByText('running.csv')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/Processing/)).not.toBeInTheDocument();
  });
});

it('follows /me over the token: a token that still says admin gets the refusal once /me says member', async () => {
  signInAs('admin');
  mockApi({ ...BASE_ROUTES, 'GET /me': meReply('member') });
  renderImport();
  expect(await screen.findByRole('heading', { name: 'Only admins can import' })).toBeInTheDocument();
  expect(screen.queryByTestId('csv-file-input')).not.toBeInTheDocument();
});

it('says it in the chosen language', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr'));
  openAs('readonly');
  expect(await screen.findByRole('heading', { name: 'Seuls les administrateurs peuvent importer' })).toBeInTheDocument();
});

it.each(['admin', 'owner'] as const)('gives an %s the wizard', async (role) => {
  openAs(role);
  expect(await screen.findByTestId('csv-file-input')).toBeInTheDocument();
  await tick();
  expect(screen.queryByRole('heading', { name: 'Only admins can import' })).not.toBeInTheDocument();
});

it("shows an admin the organisation's running import, with its Cancel", async () => {
  openAs('admin', [RUNNING]);
  expect(await screen.findByRole('button', { name: 'Cancel import' })).toBeInTheDocument();
});
