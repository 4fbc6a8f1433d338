import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialSessionState, setSession, useSessionStore } from '@meridian/shared/auth';
import { useLocaleStore } from '@meridian/shared/i18n';
import { mockApi } from '@meridian/shared/testing';
import { AppRoutes } from '../../routes/AppRoutes';
import { atPhoneWidth, leavePhoneWidth } from '../../test/phoneWidth';
import { renderShell } from '../../test/renderShell';
import { AppShell } from './AppShell';

const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 900 }))}.y`;
/** What is not the app's text: the member's own data and the product's name. */
const DATA = ['Dana Demo', 'demo@meridian.test', 'acme', 'Meridian', 'D'];
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

/** Every visible text and text attribute with words that did not go through a catalogue. */
function untranslated(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (/[A-Za-z]{2,}/.test(text) && !text.includes('⟦') && !DATA.includes(text) && !node.parentElement?.closest('style,script')) found.push(text);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && /[A-Za-z]{2,}/.test(value) && !value.includes('⟦')) found.push(`${name}="${value}"`);
    }
  }
  return found;
}

beforeEach(async () => {
  localStorage.clear();
  useSessionStore.setState({ ...initialSessionState });
  setSession(
    { id: 'u1', name: 'Dana Demo', email: 'demo@meridian.test', orgSlug: 'acme', role: 'owner' },
    { accessToken: token, refreshToken: 'r', expiresAt: 0 },
  );
  mockApi({ 'GET /me/preferences': { body: { language: null } } });
  await act(() => useLocaleStore.getState().setLocale('pseudo'));
});

afterEach(leavePhoneWidth);

const renderAt = (route: string) =>
  renderShell(
    <AppShell>
      <AppRoutes />
    </AppShell>,
    { route },
  );

it.each(['/settings', '/profile'])('shows no untranslated text on %s, desktop and phone (pseudo-locale)', async (route) => {
  const { unmount } = renderAt(route);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Dana Demo/ }));
  expect(untranslated()).toEqual([]);
  unmount();
  atPhoneWidth();
  renderAt(route);
  expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /Öþéñ ñàṽîĝàţîöñ/ }));
  expect(untranslated()).toEqual([]);
});

it('shows no untranslated text in the profile form', async () => {
  renderAt('/profile');
  await userEvent.click(await screen.findByRole('button', { name: /Éđîţ Þŕöƒîļé/ }));
  await userEvent.type(screen.getByLabelText(/Þĥöñé/), 'abc');
  await userEvent.click(screen.getByRole('button', { name: /Šàṽé Çĥàñĝéš/ }));
  expect(untranslated()).toEqual([]);
});
