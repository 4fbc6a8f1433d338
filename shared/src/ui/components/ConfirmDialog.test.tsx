import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ConfirmDialog } from './ConfirmDialog';
import { SidePanel } from './SidePanel';

function renderDialog() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  renderWithTheme(
    <ConfirmDialog
      open
      title="Delete contact"
      message="Are you sure you want to delete this contact? This action cannot be undone."
      confirmLabel="Delete"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('focuses a field in its message before the confirm button (m7)', () => {
    renderWithTheme(<ConfirmDialog open title="Rename" message={<input aria-label="New name" />} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveFocus();
  });

  it('is a labelled alertdialog with focus on the confirm button', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete contact' });
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('Enter confirms', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Enter confirms even when focus is on the dialog itself', async () => {
    const { onConfirm } = renderDialog();
    screen.getByRole('alertdialog').focus();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape, Cancel and a backdrop click cancel', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByTestId('confirm-backdrop'));
    expect(onCancel).toHaveBeenCalledTimes(3);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('over a side panel, Escape cancels only the dialog', async () => {
    const onClose = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <SidePanel open title="Quick view" onClose={onClose}>
        <ConfirmDialog open title="Delete?" message="Sure?" onConfirm={() => {}} onCancel={onCancel} />
      </SidePanel>,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });
});
