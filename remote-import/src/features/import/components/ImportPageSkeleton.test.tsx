import { screen } from '@testing-library/react';
import { renderWithTheme } from '@meridian/shared/testing';
import { catalogue } from '../../../i18n';
import { ImportPageSkeleton } from './ImportPageSkeleton';

it('while the texts load, shows the page in outline in the page frame, saying only the one loading wording', () => {
  const { container } = renderWithTheme(<ImportPageSkeleton />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  // No text of its own: the import catalogue is what it waits for.
  expect(container.textContent).toBe('Loading...');
  expect(getComputedStyle(container.firstElementChild!).position).toBe('relative');
});

it('is the fallback the remote shows until its catalogue is ready', async () => {
  const routes = await import('../../../exposes/routes');
  const element = routes.default();
  expect(element.props.fallback.type).toBe(ImportPageSkeleton);
  expect(element.props.catalogue).toBe(catalogue);
});
