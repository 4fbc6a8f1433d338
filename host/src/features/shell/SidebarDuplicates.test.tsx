import { screen, waitFor } from '@testing-library/react';
import { meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { Sidebar } from './Sidebar';

beforeEach(() => {
  localStorage.clear();
  resetAppState();
});

function setUp(counts: { contacts: number; companies: number }) {
  return mockApi({
    'GET /me': meReply('readonly'),
    'GET /activities/counts': { body: { overdue: 0, today: 0, upcoming: 0, done: 0 } },
    'GET /duplicates/counts': { body: counts },
  });
}

it('under Contacts and Companies, a Duplicates link with the count of groups, for every role', async () => {
  signInAs('readonly');
  const api = setUp({ contacts: 3, companies: 1 });
  renderShell(<Sidebar open onToggle={jest.fn()} />, { route: '/contacts' });
  const contacts = await screen.findByRole('link', { name: 'Duplicates, 3 groups', description: 'Contacts' });
  expect(contacts).toHaveAttribute('href', '/contacts/duplicates');
  expect(contacts).toHaveTextContent('Duplicates3');
  expect(screen.getByRole('link', { name: 'Duplicates, 1 group', description: 'Companies' })).toHaveAttribute('href', '/companies/duplicates');
  // The sections' own links keep their names to themselves.
  expect(screen.getAllByRole('link', { name: /Contacts/ })).toHaveLength(1);
  expect(api.callsTo('GET /duplicates/counts')).toHaveLength(1);
});

it('no link for a section without duplicates, nor in the collapsed sidebar', async () => {
  signInAs('member');
  const api = setUp({ contacts: 0, companies: 2 });
  const { unmount } = renderShell(<Sidebar open onToggle={jest.fn()} />, { route: '/contacts' });
  expect(await screen.findByRole('link', { name: 'Duplicates, 2 groups', description: 'Companies' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Duplicates/ })).toHaveLength(1);
  unmount();

  resetAppState();
  setUp({ contacts: 4, companies: 2 });
  renderShell(<Sidebar open={false} onToggle={jest.fn()} />, { route: '/contacts' });
  await waitFor(() => expect(api.callsTo('GET /duplicates/counts').length).toBeGreaterThan(0));
  expect(screen.queryByRole('link', { name: /^Duplicates/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Contacts' })).toBeInTheDocument();
});
