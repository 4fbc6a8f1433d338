import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmHost } from '../confirm/ConfirmHost';
import { renderWithTheme } from '../../testing/renderWithTheme';
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
    // m7: the first field, not Close.
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

describe('SidePanel first focus (m7)', () => {
  it('prefers an element marked data-autofocus', () => {
    renderWithTheme(
      <SidePanel open title="Form" onClose={() => {}}>
        <input aria-label="First" />
        <input aria-label="Second" data-autofocus />
      </SidePanel>,
    );
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus();
  });

  it('skips buttons before the first field', () => {
    renderWithTheme(
      <SidePanel open title="Form" onClose={() => {}}>
        <button type="button">Help</button>
        <select aria-label="Industry">
          <option>Tech</option>
        </select>
      </SidePanel>,
    );
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveFocus();
  });

  it('without a field takes the first control of the body, else Close', () => {
    const { unmount } = renderWithTheme(
      <SidePanel open title="Quick view" onClose={() => {}} footer={<Button>Edit</Button>}>
        <a href="mailto:a@b.test">a@b.test</a>
      </SidePanel>,
    );
    expect(screen.getByRole('link', { name: 'a@b.test' })).toHaveFocus();
    unmount();
    renderWithTheme(
      <SidePanel open title="Empty" onClose={() => {}}>
        <p>Nothing here</p>
      </SidePanel>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('SidePanel with unsaved changes (m9)', () => {
  function Dirty({ onClose }: { onClose: () => void }) {
    return (
      <>
        <SidePanel open title="Edit Contact" onClose={onClose} hasUnsavedChanges>
          <input aria-label="First Name" defaultValue="Ada" />
        </SidePanel>
        <ConfirmHost />
      </>
    );
  }

  it.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['a backdrop click', async () => userEvent.click(screen.getByTestId('side-panel-backdrop'))],
    ['Close', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
  ])('asks before %s discards the typing', async (_, dismiss) => {
    const onClose = jest.fn();
    renderWithTheme(<Dirty onClose={onClose} />);
    await dismiss();
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    expect(ask).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Contact' })).toBeInTheDocument();

    await dismiss();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once without changes', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <>
        <SidePanel open title="Edit Contact" onClose={onClose}>
          <input aria-label="First Name" />
        </SidePanel>
        <ConfirmHost />
      </>,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
