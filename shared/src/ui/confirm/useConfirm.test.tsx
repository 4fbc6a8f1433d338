import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ConfirmHost } from './ConfirmHost';
import { useConfirm } from './useConfirm';
import { useConfirmStore } from './useConfirmStore';

beforeEach(() => useConfirmStore.setState({ pending: null }));

function ask() {
  const { result } = renderHook(() => useConfirm());
  let answer!: Promise<boolean>;
  act(() => {
    answer = result.current({
      title: 'Delete contact',
      message: 'Are you sure you want to delete this contact? This action cannot be undone.',
      confirmLabel: 'Delete',
      tone: 'danger',
    });
  });
  return answer;
}

describe('useConfirm + ConfirmHost', () => {
  it('renders nothing until asked', () => {
    renderWithTheme(<ConfirmHost />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves true on confirm and closes', async () => {
    renderWithTheme(<ConfirmHost />);
    const answer = ask();
    expect(screen.getByRole('alertdialog', { name: 'Delete contact' })).toHaveTextContent(/cannot be undone/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resolves false on Escape and on Cancel', async () => {
    renderWithTheme(<ConfirmHost />);
    const first = ask();
    await userEvent.keyboard('{Escape}');
    await expect(first).resolves.toBe(false);

    const second = ask();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(second).resolves.toBe(false);
  });

  it('a new request supersedes (cancels) an open one', async () => {
    renderWithTheme(<ConfirmHost />);
    const first = ask();
    const second = ask();
    await expect(first).resolves.toBe(false);
    await userEvent.keyboard('{Enter}');
    await expect(second).resolves.toBe(true);
  });
});
