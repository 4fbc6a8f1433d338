import { screen } from '@testing-library/react';
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
