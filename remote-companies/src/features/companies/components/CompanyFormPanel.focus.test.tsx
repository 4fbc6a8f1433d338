import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { CompanyFormPanel } from './CompanyFormPanel';

beforeEach(resetAppState);

it('focuses the first field when it opens (m7)', () => {
  renderWithProviders(<CompanyFormPanel open onClose={() => {}} />);
  expect(within(screen.getByRole('dialog')).getByLabelText(/Company Name/)).toHaveFocus();
});

it('asks before a click outside discards typed data (m9)', async () => {
  const onClose = jest.fn();
  renderWithProviders(<CompanyFormPanel open onClose={onClose} />);
  await userEvent.type(within(screen.getByRole('dialog')).getByLabelText(/Company Name/), 'Acme');
  await userEvent.click(screen.getByTestId('side-panel-backdrop'));
  expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});
