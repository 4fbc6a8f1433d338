import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '@meridian/shared/testing';
import { DataTable, type TableColumn, type TableSort, type ViewColumn } from '@meridian/shared/table';

interface Person {
  id: string;
  name: string;
  email: string;
  phone: string;
}

const people: Person[] = Array.from({ length: 6 }, (_, i) => ({ id: `p${i}`, name: `Person ${i}`, email: `p${i}@example.com`, phone: `+44 20 000${i}` }));

const definitions: TableColumn<Person>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name },
  {
    key: 'email',
    header: 'Email',
    cell: (p) => p.email,
    edit: { value: (p) => p.email, input: 'email', validate: (v) => (v.includes('@') ? undefined : 'Enter a valid email address') },
  },
  { key: 'phone', header: 'Phone', cell: (p) => p.phone, edit: { value: (p) => p.phone, input: 'tel' } },
];

function installLayout() {
  const proto = HTMLElement.prototype;
  const saved = ['clientWidth', 'clientHeight', 'offsetWidth', 'offsetHeight'].map((p) => [p, Object.getOwnPropertyDescriptor(proto, p)] as const);
  for (const p of ['clientWidth', 'offsetWidth']) Object.defineProperty(proto, p, { configurable: true, get: () => 1200 });
  for (const p of ['clientHeight', 'offsetHeight']) Object.defineProperty(proto, p, { configurable: true, get: () => 800 });
  return () => saved.forEach(([p, d]) => (d ? Object.defineProperty(proto, p, d) : delete (proto as never)[p]));
}

let restore: () => void;
beforeEach(() => (restore = installLayout()));
afterEach(() => restore());

interface HarnessProps {
  onSave?: (row: Person, key: string, value: string) => Promise<string | null>;
  onSort?: (sort: TableSort) => void;
  onColumns?: (columns: ViewColumn[]) => void;
}

/** The page's part: columns, sort and selection held in state, as ContactsPage does. */
function Harness({ onSave = async () => null, onSort, onColumns }: HarnessProps) {
  const [columns, setColumns] = useState<ViewColumn[]>([{ key: 'name' }, { key: 'email' }, { key: 'phone' }]);
  const [sort, setSort] = useState<TableSort>({ by: 'name', order: 'asc' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      label="People"
      rows={people}
      definitions={definitions}
      columns={columns}
      onColumnsChange={(next) => (setColumns(next), onColumns?.(next))}
      sortKeys={['name', 'email']}
      sort={sort}
      onSortChange={(next) => (setSort(next), onSort?.(next))}
      selection={{
        isSelected: (id) => selected.has(id),
        onToggle: (id) => setSelected((prev) => new Set(prev.has(id) ? [...prev].filter((x) => x !== id) : [...prev, id])),
        onSelectRange: (ids, on) => setSelected((prev) => new Set(on ? [...prev, ...ids] : [...prev].filter((x) => !ids.includes(x)))),
        label: (id) => `Select ${id}`,
      }}
      onSave={onSave}
    />
  );
}

const cellOf = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-grid-row="${row}"][data-grid-col="${col}"]`)!;

describe('DataTable', () => {
  it('is a grid with one Tab stop; the arrow keys, Home and End move between cells', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(grid).toHaveAttribute('aria-rowcount', '7');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await user.click(cellOf(0, 1));
    expect(cellOf(0, 1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cellOf(0, 2)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cellOf(2, 2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cellOf(2, 3)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cellOf(2, 0)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cellOf(5, 3)).toHaveFocus();
    await user.keyboard('{ArrowUp}'.repeat(7));
    expect(cellOf(-1, 3)).toHaveFocus();
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('sorts by a header the API sorts by (click or Enter), and not by the others', async () => {
    const user = userEvent.setup();
    const onSort = jest.fn();
    renderWithTheme(<Harness onSort={onSort} />);
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(name).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ by: 'name', order: 'desc' });
    expect(name).toHaveAttribute('aria-sort', 'descending');

    const email = screen.getByRole('columnheader', { name: /Email/ });
    act(() => email.focus());
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenLastCalledWith({ by: 'email', order: 'asc' });
    expect(email).toHaveAttribute('aria-sort', 'ascending');
    expect(name).not.toHaveAttribute('aria-sort');

    const phone = screen.getByRole('columnheader', { name: /Phone/ });
    expect(within(phone).queryByRole('button')).toBeNull();
    act(() => phone.focus());
    await user.keyboard('{Enter}');
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('resizes a column with Alt+Arrow on its header, inside the contract bounds', async () => {
    const user = userEvent.setup();
    const onColumns = jest.fn();
    renderWithTheme(<Harness onColumns={onColumns} />);
    act(() => screen.getByRole('columnheader', { name: /Phone/ }).focus());
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(onColumns).toHaveBeenLastCalledWith([{ key: 'name' }, { key: 'email' }, { key: 'phone', width: 170 }]);
    await user.keyboard('{Alt>}{Shift>}' + '{ArrowLeft}'.repeat(5) + '{/Shift}{/Alt}');
    expect(onColumns).toHaveBeenLastCalledWith([{ key: 'name' }, { key: 'email' }, { key: 'phone', width: 60 }]);
  });

  it('hides, shows and reorders columns with the column picker; the first column stays', async () => {
    const user = userEvent.setup();
    const onColumns = jest.fn();
    renderWithTheme(<Harness onColumns={onColumns} />);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(onColumns).toHaveBeenLastCalledWith([{ key: 'name' }, { key: 'phone' }]);
    expect(screen.queryByRole('columnheader', { name: /Email/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Email' }));
    expect(onColumns).toHaveBeenLastCalledWith([{ key: 'name' }, { key: 'phone' }, { key: 'email' }]);
    await user.click(screen.getByRole('button', { name: 'Move Email up' }));
    expect(onColumns).toHaveBeenLastCalledWith([{ key: 'name' }, { key: 'email' }, { key: 'phone' }]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Name↑', 'Email', 'Phone']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Columns' })).toHaveFocus();
    expect(screen.queryByRole('group', { name: 'Columns' })).toBeNull();
  });

  it('edits a cell in place: Enter saves the typed value, Escape cancels', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => null);
    renderWithTheme(<Harness onSave={onSave} />);
    await user.click(cellOf(1, 3));
    await user.keyboard('{Enter}');
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(input);
    await user.type(input, '+49 30 1234{Enter}');
    expect(onSave).toHaveBeenCalledWith(people[1], 'phone', '+49 30 1234');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(cellOf(1, 3)).toHaveFocus();

    await user.keyboard('{F2}');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '999{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(cellOf(1, 3)).toHaveFocus();
  });

  it("shows the form's rule and the API's refusal at the cell and keeps the typing", async () => {
    const user = userEvent.setup();
    const onSave = jest.fn(async () => 'Ada Lovelace already has this email');
    renderWithTheme(<Harness onSave={onSave} />);
    fireEvent.doubleClick(cellOf(0, 2));
    const input = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(input);
    await user.type(input, 'not-an-email{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'ada@example.com{Enter}');
    expect(onSave).toHaveBeenCalledWith(people[0], 'email', 'ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Lovelace already has this email');
    expect(input).toHaveValue('ada@example.com');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('selects a range with a shift-click and with Shift+Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('checkbox', { name: 'Select p1' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select p3' }));
    await user.keyboard('{/Shift}');
    const selected = () => screen.getAllByRole('row').filter((r) => r.getAttribute('aria-selected') === 'true').length;
    expect(selected()).toBe(3);

    await user.click(cellOf(5, 1));
    await user.keyboard('{Shift>} {/Shift}');
    expect(selected()).toBe(5);
    await user.keyboard(' ');
    expect(selected()).toBe(4);
  });
});
