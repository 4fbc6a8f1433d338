import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '@meridian/shared/testing';
import { makeContacts } from '../../../testing/fixtures';
import { installLayout } from '../../../testing/renderContacts';
import { GRID_ROW_HEIGHT, LIST_ROW_HEIGHT } from '../utils/contactLayout';
import { VirtualContacts, type VirtualContactsProps } from './VirtualContacts';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = installLayout(1200, 800);
});
afterEach(() => restoreLayout());

const contacts = makeContacts(10_000);

function setup(overrides: Partial<VirtualContactsProps> = {}) {
  const props: VirtualContactsProps = {
    contacts,
    view: 'grid',
    selectMode: false,
    isSelected: () => false,
    onOpen: jest.fn(),
    onToggle: jest.fn(),
    onLongPress: jest.fn(),
    onEndReached: jest.fn(),
    ...overrides,
  };
  renderWithTheme(<VirtualContacts {...props} />);
  return { ...props, scroller: screen.getByTestId('contacts-scroller') };
}

function scrollTo(scroller: HTMLElement, top: number) {
  act(() => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  });
}

it('renders only the grid rows near the viewport of 10,000 loaded contacts, 4 cards a row at 1200 px', () => {
  const { scroller, onEndReached } = setup();
  const rendered = screen.getAllByRole('listitem');
  expect(rendered.length).toBeGreaterThan(0);
  expect(rendered.length).toBeLessThanOrEqual(4 * 12);
  expect(rendered[0]).toHaveAccessibleName('Person 0001');
  expect(rendered[3].parentElement).toBe(rendered[0].parentElement);
  expect(rendered[4].parentElement).not.toBe(rendered[0].parentElement);
  expect(onEndReached).not.toHaveBeenCalled();

  scrollTo(scroller, 1200 * GRID_ROW_HEIGHT);
  expect(screen.queryByRole('listitem', { name: 'Person 0001' })).not.toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Person 4801' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(4 * 16);

  scrollTo(scroller, 2500 * GRID_ROW_HEIGHT);
  expect(screen.getByRole('listitem', { name: 'Person 10000' })).toBeInTheDocument();
  expect(onEndReached).toHaveBeenCalled();
});

it('uses one column at narrow widths', () => {
  restoreLayout();
  restoreLayout = installLayout(400, 800);
  setup({ contacts: makeContacts(20) });
  const rendered = screen.getAllByRole('listitem');
  expect(rendered[1].parentElement).not.toBe(rendered[0].parentElement);
});

it('virtualises the list view too', () => {
  const { scroller } = setup({ view: 'list' });
  expect(screen.getAllByRole('listitem').length).toBeLessThan(40);
  scrollTo(scroller, 9990 * LIST_ROW_HEIGHT);
  expect(screen.getByRole('listitem', { name: 'Person 10000' })).toBeInTheDocument();
});

describe('loading the next page', () => {
  it('does not ask for the next page while a full first page is far from its end, only when scrolled near it', () => {
    // 50 contacts at 1200 × 800 px: 4 columns, 13 rows of 212 px, about 4 rows in view.
    const { scroller, onEndReached } = setup({ contacts: makeContacts(50) });
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(onEndReached).not.toHaveBeenCalled();

    scrollTo(scroller, 4 * GRID_ROW_HEIGHT);
    expect(onEndReached).not.toHaveBeenCalled();
    scrollTo(scroller, 13 * GRID_ROW_HEIGHT - 800 - GRID_ROW_HEIGHT);
    expect(onEndReached).toHaveBeenCalled();
  });

  it('asks for the next page at once when the first page does not fill a tall screen', () => {
    restoreLayout();
    restoreLayout = installLayout(1200, 2000);
    const { onEndReached } = setup({ contacts: makeContacts(20) });
    expect(onEndReached).toHaveBeenCalled();
  });
});
