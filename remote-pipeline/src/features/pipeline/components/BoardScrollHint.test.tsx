import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBoard } from '../../../testing/fixtures';
import { mockApi, mockMatchMedia, resetAppState } from '@meridian/shared/testing';
import { renderPipeline } from '../../../testing/renderPipeline';

// At 1440 px the board shows 3.5 of its 6 columns and nothing says Won and Lost
// lie to the right. jsdom lays nothing out, so the columns' box gets a width here.

const isColumns = (el: Element) => el.querySelector(':scope > [data-stage-id]') !== null;
let boardWidth = 1000;
const VIEW_WIDTH = 600;
const scrollBy = jest.fn(function scrollBy(this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft = Math.max(0, Math.min(boardWidth - VIEW_WIDTH, this.scrollLeft + (options.left ?? 0)));
  fireEvent.scroll(this);
});

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isColumns(this) ? boardWidth : 0;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isColumns(this) ? VIEW_WIDTH : 0;
    },
  });
  HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
});
afterAll(() => {
  delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { scrollBy?: unknown }).scrollBy;
});
beforeEach(() => {
  resetAppState();
  boardWidth = 1000;
  mockApi({
    'GET /pipeline': { body: { pipelines: [{ id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true }] } },
    'GET /pipeline/p2/board': { body: makeBoard() },
  });
});

it("says 'More stages' while columns are hidden to the right, and scrolls to them", async () => {
  renderPipeline();
  const more = await screen.findByRole('button', { name: 'More stages' });
  const earlier = screen.getByRole('button', { name: 'Earlier stages' });
  expect(more).toBeEnabled();
  expect(earlier).toBeDisabled();

  await userEvent.click(more);
  expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 480 }));
  // 480 of the 400 hidden pixels: at the end, nothing more to the right.
  expect(more).toBeDisabled();
  expect(earlier).toBeEnabled();

  await userEvent.click(earlier);
  expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -480 }));
  expect(earlier).toBeDisabled();
  expect(more).toBeEnabled();
});

it('follows scrolling by hand (a swipe or the scroll bar)', async () => {
  renderPipeline();
  const more = await screen.findByRole('button', { name: 'More stages' });
  const columns = document.querySelector('[data-stage-id]')!.parentElement!;
  act(() => {
    columns.scrollLeft = 400;
    fireEvent.scroll(columns);
  });
  expect(more).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Earlier stages' })).toBeEnabled();
});

it('offers no scroll buttons when every column fits', async () => {
  boardWidth = VIEW_WIDTH;
  renderPipeline();
  expect(await screen.findByText('3 total contacts')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More stages' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Earlier stages' })).not.toBeInTheDocument();
});

it('on a phone, the scroll buttons are arrows (named) on the totals row, which keeps one line', async () => {
  const originalMatchMedia = window.matchMedia;
  mockMatchMedia(true);
  try {
    renderPipeline();
    const more = await screen.findByRole('button', { name: 'More stages' });
    expect(more).toHaveTextContent(/^$/);
    expect(more).toHaveAttribute('title', 'More stages');
    expect(screen.getByRole('button', { name: 'Earlier stages' })).toHaveTextContent(/^$/);
    const row = more.parentElement!.parentElement!;
    expect(row).toContainElement(screen.getByLabelText('Pipeline totals'));
  } finally {
    window.matchMedia = originalMatchMedia;
  }
});
