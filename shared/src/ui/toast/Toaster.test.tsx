import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { darkTheme } from '../theme/darkTheme';
import { toast } from './toast';
import { Toaster } from './Toaster';
import { useToastStore } from './useToastStore';

beforeEach(() => {
  jest.useFakeTimers();
  useToastStore.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe('Toaster', () => {
  it('is a polite live region', () => {
    renderWithTheme(<Toaster />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a toast and removes it after 4 s', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.success('Company updated successfully!'));
    expect(screen.getByText('Company updated successfully!')).toBeInTheDocument();
    advance(3999);
    expect(screen.getByText('Company updated successfully!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Company updated successfully!')).toBeNull();
  });

  it('keeps a toast with an action for 8 s', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.success('Deleted 2 contact(s)', { action: { label: 'Undo', onClick: () => {} } }));
    advance(7999);
    expect(screen.getByText('Deleted 2 contact(s)')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Deleted 2 contact(s)')).toBeNull();
  });

  it('honours an explicit duration', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.info('quick', { duration: 1000 }));
    advance(1000);
    expect(screen.queryByText('quick')).toBeNull();
  });

  it('runs the action, then dismisses', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Toaster />);
    act(() => void toast.success('Deleted 1 contact(s)', { action: { label: 'Undo', onClick } }));
    await user().click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Deleted 1 contact(s)')).toBeNull();
  });

  it('dismisses on the close button', async () => {
    renderWithTheme(<Toaster />, { theme: darkTheme });
    act(() => void toast.error('Failed to delete 1 contact(s)'));
    act(() => void toast.warning('Ada is already in pipeline (Lead stage)'));
    const first = screen.getByText('Failed to delete 1 contact(s)').parentElement!;
    await user().click(within(first).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed to delete 1 contact(s)')).toBeNull();
    expect(screen.getByText('Ada is already in pipeline (Lead stage)')).toBeInTheDocument();
  });

  it('pauses the timer while hovered and resumes with the time left', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.info('hover me'));
    const item = screen.getByText('hover me').parentElement!;
    advance(3000);
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(screen.getByText('hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(item);
    advance(999);
    expect(screen.getByText('hover me')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('hover me')).toBeNull();
  });

  it('each toast keeps its own timer', () => {
    renderWithTheme(<Toaster />);
    act(() => void toast.info('first'));
    advance(2000);
    act(() => void toast.info('second'));
    advance(2000);
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeInTheDocument();
    advance(2000);
    expect(screen.queryByText('second')).toBeNull();
  });
});
