import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocaleStore } from '@meridian/shared/i18n';
import { renderShell } from '../../test/renderShell';
import { TopLevelErrorBoundary } from './TopLevelErrorBoundary';

function Bomb() {
  const [armed] = useState(() => (globalThis as { armed?: boolean }).armed);
  if (armed) throw new Error('kaboom');
  return <p>all good</p>;
}

it("shows 'Oops! Something went wrong' with details, Try Again recovers", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis as { armed?: boolean }).armed = true;
  renderShell(
    <TopLevelErrorBoundary>
      <Bomb />
    </TopLevelErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('kaboom')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  (globalThis as { armed?: boolean }).armed = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(screen.getByText('all good')).toBeInTheDocument();
});

it('says it in the current language', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(() => useLocaleStore.getState().setLocale('es'));
  (globalThis as { armed?: boolean }).armed = true;
  renderShell(
    <TopLevelErrorBoundary>
      <Bomb />
    </TopLevelErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: '¡Vaya! Algo salió mal' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
  (globalThis as { armed?: boolean }).armed = false;
});
