import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Button } from './Button';
import { SidePanel } from './SidePanel';

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open panel</Button>
      <SidePanel open={open} title="Edit Contact" onClose={close} footer={<Button>Save Changes</Button>}>
        <input aria-label="First Name" />
      </SidePanel>
    </>
  );
}

describe('SidePanel', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<SidePanel open={false} title="Hidden" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog with a footer', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Contact' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('moves focus in, traps Tab, and restores focus on Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open panel' });
    await user.click(opener);

    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the close button and on a backdrop click', async () => {
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Open panel' }));
    await userEvent.click(screen.getByTestId('side-panel-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
