import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleStore } from '@meridian/shared/i18n';
import { initialSessionState, useSessionStore } from '@meridian/shared/auth';
import { useTestConfig } from '../testing/fixtures';
import { renderWithTheme } from '../testing/renderWithTheme';
import { darkTheme } from '../ui/theme/darkTheme';
import { lightTheme } from '../ui/theme/lightTheme';
import { SignInScreen } from './SignInScreen';

beforeEach(() => useTestConfig());

it.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('shows a sign-in failure in the danger colour for text on the card (%s theme)', (_name, theme) => {
  useSessionStore.setState({ ...initialSessionState, status: 'signedOut', error: 'Authentication failed' });
  renderWithTheme(<SignInScreen />, { theme });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Authentication failed');
  // Not dangerText: that is white, for text on a danger background, and vanished on the card.
  expect(getComputedStyle(alert).color).toBe(getComputedStyle(Object.assign(document.createElement('i'), { style: `color: ${theme.colors.dangerFg}` })).color);
});

it('follows the current language, and a blocked popup is told in it', async () => {
  await act(() => useLocaleStore.getState().setLocale('fr'));
  useSessionStore.setState({ ...initialSessionState, status: 'signedOut' });
  jest.spyOn(window, 'open').mockReturnValue(null);
  renderWithTheme(<SignInScreen />);
  expect(screen.getByRole('heading', { name: 'Authentification requise' })).toBeInTheDocument();
  expect(screen.getByText('Veuillez vous connecter pour accéder au produit')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter avec Meridian Accounts' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Fenêtre contextuelle bloquée. Veuillez autoriser les fenêtres contextuelles pour ce site.');
  jest.restoreAllMocks();
});
