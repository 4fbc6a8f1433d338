import { act, render, screen } from '@testing-library/react';
import { isReady, useLocaleStore, useT, pseudoText } from '.';
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
