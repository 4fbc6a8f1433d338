import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { renderShell } from '../../test/renderShell';
import { ProfilePage } from './ProfilePage';

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({
    ...initialSessionState,
    status: 'authenticated',
    user: { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme' },
  });
});

it("shows the signed-in user's identity (deviation 7)", () => {
  renderShell(<ProfilePage />);
  expect(screen.getByRole('heading', { name: 'Profile Settings' })).toBeInTheDocument();
  expect(screen.getAllByText('Dana Demo').length).toBeGreaterThan(0);
  expect(screen.getByText('demo@meridian.test')).toBeInTheDocument();
  expect(screen.getByText('Organisation: acme')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Contacts' })).toHaveAttribute('href', '/contacts');
});

it('edits, cancels and saves locally', async () => {
  const { unmount } = renderShell(<ProfilePage />);
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await userEvent.type(screen.getByLabelText('Role'), 'Account Executive');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByText('Account Executive')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await userEvent.type(screen.getByLabelText('Role'), 'Account Executive');
  await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'America/Denver');
  await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(screen.getByText('Account Executive')).toBeInTheDocument();
  expect(screen.getByText('Mountain Time')).toBeInTheDocument();
  unmount();
  renderShell(<ProfilePage />);
  expect(screen.getByText('Account Executive')).toBeInTheDocument();
});
