import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { toast } from './toast';
import { Toaster } from './Toaster';
import { TOAST_RESERVE_VAR } from './useToastPlacement';
import { useToastStore } from './useToastStore';

// jsdom lays nothing out: give the stack and the dialogs their sizes by hand.
const STACK = { width: 380, height: 64 };
let dialogs: HTMLElement[] = [];

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get() {
      return this.getAttribute('role') === 'region' && this.childElementCount ? STACK.width : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get() {
      return this.getAttribute('role') === 'region' ? STACK.height * this.childElementCount : 0;
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { offsetWidth?: number }).offsetWidth;
  delete (HTMLElement.prototype as { offsetHeight?: number }).offsetHeight;
});

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.innerWidth = 1440;
  window.innerHeight = 900;
});
afterEach(() => {
  dialogs.forEach((d) => d.remove());
  dialogs = [];
});

/** A portal-like modal in <body>, at a given place. */
const rect = (left: number, top: number, width: number, height: number) => () => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
  x: left,
  y: top,
  toJSON: () => ({}),
});

async function openDialog(left: number, top: number, width: number, height: number) {
  const el = document.createElement('div');
  el.setAttribute('role', 'dialog');
  el.setAttribute('aria-modal', 'true');
  el.getBoundingClientRect = rect(left, top, width, height);
  dialogs.push(el);
  // The placement hears of it through a MutationObserver (a microtask).
  await act(async () => void document.body.appendChild(el));
  return el;
}

const region = () => screen.getByRole('region', { name: 'Notifications' });

it('moves the toasts off a tall centred dialog and back when it closes (m4)', async () => {
  renderWithTheme(<Toaster />);
  act(() => void toast.success('Stage color updated successfully'));
  expect(region()).toHaveAttribute('data-slot', 'bottom');
  const editor = await openDialog(440, 20, 560, 860);
  expect(region()).toHaveAttribute('data-slot', 'bottom-left');
  await act(async () => editor.remove());
  expect(region()).toHaveAttribute('data-slot', 'bottom');
});

it('places a toast shown while a dialog is open where it covers none of it', async () => {
  await openDialog(300, 300, 840, 600);
  renderWithTheme(<Toaster />);
  act(() => void toast.info('Saved'));
  expect(region()).toHaveAttribute('data-slot', 'top');
});

it('makes the dialogs end above the toasts when no place is free (a phone), until the toasts go', async () => {
  window.innerWidth = 390;
  window.innerHeight = 844;
  await openDialog(0, 0, 390, 844);
  renderWithTheme(<Toaster />);
  expect(document.documentElement.style.getPropertyValue(TOAST_RESERVE_VAR)).toBe('');
  act(() => void toast.error('Failed to save contact'));
  expect(region()).toHaveAttribute('data-slot', 'bottom');
  expect(document.documentElement.style.getPropertyValue(TOAST_RESERVE_VAR)).toBe(`${STACK.height + 32}px`);
  act(() => useToastStore.setState({ toasts: [] }));
  expect(document.documentElement.style.getPropertyValue(TOAST_RESERVE_VAR)).toBe('');
});

it('measures a sliding panel again when it lands', async () => {
  window.innerWidth = 390;
  window.innerHeight = 844;
  renderWithTheme(<Toaster />);
  act(() => void toast.success('Contact created successfully'));
  // Still off-screen to the right as its slide-in starts.
  const panel = await openDialog(390, 0, 390, 844);
  expect(document.documentElement.style.getPropertyValue(TOAST_RESERVE_VAR)).toBe('');
  panel.getBoundingClientRect = rect(0, 0, 390, 844);
  act(() => void panel.dispatchEvent(new Event('animationend', { bubbles: true })));
  expect(document.documentElement.style.getPropertyValue(TOAST_RESERVE_VAR)).toBe(`${STACK.height + 32}px`);
});

it('notices a modal rendered inside the page, not only portals in <body>', async () => {
  renderWithTheme(<Toaster />);
  act(() => void toast.success('Stage name updated successfully'));
  const page = document.createElement('div');
  await act(async () => void document.body.appendChild(page));
  const editor = document.createElement('div');
  editor.setAttribute('aria-modal', 'true');
  editor.getBoundingClientRect = rect(440, 20, 560, 860);
  await act(async () => void page.appendChild(editor));
  expect(region()).toHaveAttribute('data-slot', 'bottom-left');
  await act(async () => page.remove());
  expect(region()).toHaveAttribute('data-slot', 'bottom');
});
