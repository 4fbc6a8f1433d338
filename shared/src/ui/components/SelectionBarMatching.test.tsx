import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SelectionBar, type SelectionBarProps } from './SelectionBar';

// Select All took only the loaded cards ('250 of 250 selected' of 51,498).
function setup(props: Partial<SelectionBarProps> = {}) {
  const handlers = { onSelectAll: jest.fn(), onUnselectAll: jest.fn(), onDelete: jest.fn(), onSelectAllMatching: jest.fn() };
  renderWithTheme(<SelectionBar active selectedCount={250} total={250} deleting={false} matchingCount={51_498} noun="contacts" {...handlers} {...props} />);
  return handlers;
}

describe('SelectionBar: all matching', () => {
  it("offers 'Select all N matching' once every loaded item is selected and more match", () => {
    const h = setup();
    expect(screen.getByText('250 of 250 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Select all 51,498 matching' }));
    expect(h.onSelectAllMatching).toHaveBeenCalledTimes(1);
  });

  it('does not offer it while some loaded items are unselected, or when the loaded ones are all there is', () => {
    setup({ selectedCount: 249 });
    expect(screen.queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
  });

  it('does not offer it when nothing more matches', () => {
    setup({ matchingCount: 250 });
    expect(screen.queryByRole('button', { name: /matching/ })).not.toBeInTheDocument();
  });

  it("says 'All N matching contacts selected' with Clear selection and Delete", () => {
    const h = setup({ allMatching: true });
    expect(screen.getByText('All 51,498 matching contacts selected')).toBeInTheDocument();
    expect(screen.queryByText(/of 250 selected/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(h.onUnselectAll).toHaveBeenCalledTimes(1);
    expect(h.onDelete).toHaveBeenCalledTimes(1);
  });

  it('counts the items unticked since', () => {
    setup({ allMatching: true, excludedCount: 2 });
    expect(screen.getByText('51,496 of 51,498 matching contacts selected')).toBeInTheDocument();
  });
});
