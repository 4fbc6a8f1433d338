import { act, render, screen } from '@testing-library/react';
import { defineCatalogue, isReady, useLocaleStore, useT, pseudoText } from '.';
import { formatCount } from '../format';

function Probe() {
  const t = useT();
  return (
    <p>
      {t('common.loading')} {formatCount(51498)}
    </p>
  );
}

it('renders English first, then switches every screen to German without a reload', async () => {
  render(<Probe />);
  expect(screen.getByText('Loading... 51,498')).toBeInTheDocument();
  await act(() => useLocaleStore.getState().setLocale('de'));
  expect(screen.getByText('Wird geladen... 51.498')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('de');
  expect(isReady('common')).toBe(true);
});

it('marks every text in the pseudo-locale', async () => {
  render(<Probe />);
  await act(() => useLocaleStore.getState().setLocale('pseudo'));
  expect(screen.getByText(`${pseudoText('Loading...')} ${pseudoText('51,498')}`)).toBeInTheDocument();
});

it('loads in the new language a catalogue a remote defines while the switch is on its way', async () => {
  await act(() => useLocaleStore.getState().setLocale('en'));
  let arrive: (messages: Record<string, string>) => void = () => undefined;
  const slow = defineCatalogue('slowpoke', (locale) =>
    locale === 'fr' ? new Promise((resolve) => (arrive = resolve)) : Promise.resolve({ 'slowpoke.hi': 'Hi' }),
  );
  const switching = act(() => useLocaleStore.getState().setLocale('fr'));
  // The remote arrives mid-switch and asks for its catalogue in the language still shown.
  const late = defineCatalogue('latecomer', (locale) => Promise.resolve({ 'latecomer.hi': locale === 'fr' ? 'Salut' : 'Hello' }));
  arrive({ 'slowpoke.hi': 'Bonjour' });
  await switching;
  expect(slow.ready()).toBe(true);
  expect(late.ready()).toBe(true);
  expect(late.t('latecomer.hi')).toBe('Salut');
});
