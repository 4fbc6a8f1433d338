import { screen } from '@testing-library/react';
import { meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import { renderShell } from '../../test/renderShell';
import { Sidebar } from './Sidebar';

beforeEach(() => {
  localStorage.clear();
  resetAppState();
  signInAs('member');
});

function setUp(counts: { overdue: number; today: number; upcoming: number; done: number }) {
  return mockApi({ 'GET /me': meReply('member'), 'GET /activities/counts': { body: counts } });
}

it('My Work counts the member’s overdue and today’s activities, in their zone', async () => {
  const api = setUp({ overdue: 2, today: 3, upcoming: 7, done: 1 });
  renderShell(<Sidebar open onToggle={jest.fn()} />, { route: '/contacts' });
  const link = await screen.findByRole('link', { name: /My Work.*5 activities overdue or due today/ });
  expect(link).toHaveAttribute('href', '/my-work');
  expect(link).toHaveTextContent('5');
  expect(api.callsTo('GET /activities/counts')[0].query).toEqual({ assignee_id: 'u1', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
});

it('no badge when nothing is due; collapsed, the count is in the link’s name', async () => {
  setUp({ overdue: 0, today: 0, upcoming: 4, done: 0 });
  const { unmount } = renderShell(<Sidebar open onToggle={jest.fn()} />, { route: '/contacts' });
  expect(await screen.findByRole('link', { name: 'My Work' })).toBeInTheDocument();
  unmount();
  resetAppState();
  setUp({ overdue: 1, today: 0, upcoming: 0, done: 0 });
  renderShell(<Sidebar open={false} onToggle={jest.fn()} />, { route: '/contacts' });
  expect(await screen.findByRole('link', { name: 'My Work, 1 activity overdue or due today' })).toHaveTextContent('1');
});
