import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@meridian/shared/testing';
import { makeCompany } from '../../../testing/fixtures';
import { renderInApp, resetAppState } from '../../../testing/renderContacts';
import { ContactFormPanel } from './ContactFormPanel';

beforeEach(() => {
  resetAppState();
  mockApi({ 'GET /companies': { body: { companies: [makeCompany()], pagination: { total: 1, pages: 1 } } } });
});

function setup() {
  const onClose = jest.fn();
  renderInApp(<ContactFormPanel open onClose={onClose} />);
  const form = screen.getByRole('dialog', { name: 'Create New Contact' });
  return { onClose, form };
}

it('focuses the first field when it opens (m7)', () => {
  const { form } = setup();
  expect(within(form).getByLabelText(/First Name/)).toHaveFocus();
});

it('asks before Escape discards typed data, and closes at once when nothing was typed (m9)', async () => {
  const { onClose, form } = setup();
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);

  await userEvent.type(within(form).getByLabelText(/First Name/), 'Grace');
  await userEvent.keyboard('{Escape}');
  expect(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(within(form).getByLabelText(/First Name/)).toHaveValue('Grace');
  await userEvent.click(within(form).getByRole('button', { name: 'Close' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
