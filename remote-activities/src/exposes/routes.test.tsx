import { screen } from '@testing-library/react';
import { meReply, mockApi, resetAppState, signInAs } from '@meridian/shared/testing';
import { activityPage, counts, MEMBERS, TYPES } from '../testing/fixtures';
import { renderMyWork } from '../testing/renderActivities';

beforeEach(() => {
  resetAppState();
  signInAs('owner');
  mockApi({
    'GET /me': meReply('owner'),
    'GET /members': { body: MEMBERS },
    'GET /activity-types': { body: TYPES },
    'GET /activities/counts': { body: counts() },
    'GET /activities': { body: activityPage([]) },
  });
});

it('/my-work is My Work', async () => {
  const { container } = renderMyWork('/my-work');
  expect(await screen.findByRole('heading', { name: 'My Work', level: 1 })).toBeInTheDocument();
  expect(container.querySelector('[data-remote="activities"]')).not.toBeNull();
});

it('any deeper path goes back to My Work', async () => {
  renderMyWork('/my-work/unknown');
  expect(await screen.findByRole('heading', { name: 'My Work', level: 1 })).toBeInTheDocument();
  expect(screen.queryByTestId('location')).not.toBeInTheDocument();
});
