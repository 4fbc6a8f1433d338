import { screen } from '@testing-library/react';
import { renderShell } from '../../test/renderShell';
import { PageSkeleton } from './PageSkeleton';

it('is the shape of a shell page, heard as the one loading wording', () => {
  renderShell(<PageSkeleton />);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Loading...');
  expect(status.closest('[aria-busy="true"]')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});
