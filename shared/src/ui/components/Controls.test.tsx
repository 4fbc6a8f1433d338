import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Pagination } from './Pagination';
import { SearchInput } from './SearchInput';
import { ViewToggle, type ViewMode } from './ViewToggle';

function Search({ onChange = () => {} }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      value={value}
      placeholder="Search contacts by name, email, or company..."
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
    />
  );
}

describe('SearchInput', () => {
  it('is a named search box with a clear button once it has text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Search contacts by name, email, or company...' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(box, 'ada');
    expect(box).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('Escape clears a non-empty box', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Search />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'x{Escape}');
    expect(box).toHaveValue('');
  });
});

describe('ViewToggle', () => {
  function Harness() {
    const [mode, setMode] = useState<ViewMode>('grid');
    return <ViewToggle value={mode} onChange={setMode} />;
  }

  it('marks the current view pressed and switches', async () => {
    renderWithTheme(<Harness />);
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderWithTheme(<Pagination page={1} pages={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    const { container: none } = renderWithTheme(<Pagination page={1} pages={0} onChange={() => {}} />);
    expect(none).toBeEmptyDOMElement();
  });

  it("shows 'Page X of Y' and moves with Previous / Next", async () => {
    const onChange = jest.fn();
    const { rerender } = renderWithTheme(<Pagination page={1} pages={3} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pages={3} onChange={onChange} />);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
