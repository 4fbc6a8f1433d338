import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SelectionBar, type SelectionBarProps } from './SelectionBar';

function setup(props: Partial<SelectionBarProps> = {}) {
  const handlers = { onSelectAll: jest.fn(), onUnselectAll: jest.fn(), onDelete: jest.fn() };
  renderWithTheme(<SelectionBar active selectedCount={2} total={5} deleting={false} {...handlers} {...props} />);
  return handlers;
}

describe('SelectionBar', () => {
  it("shows 'X of Y selected' with Select All, Delete and Cancel in multi-select", () => {
    const h = setup();
    expect(screen.getByText('2 of 5 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onSelectAll).toHaveBeenCalledTimes(1);
    expect(h.onDelete).toHaveBeenCalledTimes(1);
    expect(h.onUnselectAll).toHaveBeenCalledTimes(1);
  });

  it("shows the caller's actions while something is selected, and no Delete without onDelete", () => {
    setup({ onDelete: undefined, actions: <button type="button">Edit</button> });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('offers Unselect All once everything is selected', () => {
    const h = setup({ selectedCount: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Unselect All' }));
    expect(h.onUnselectAll).toHaveBeenCalled();
  });

  it("says 'Deleting...' and blocks Cancel while deleting", () => {
    setup({ deleting: true });
    expect(screen.getByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('outside multi-select shows only Select All, and nothing for an empty list', () => {
    setup({ active: false, selectedCount: 0 });
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select All' })).toBeInTheDocument();
  });
});
