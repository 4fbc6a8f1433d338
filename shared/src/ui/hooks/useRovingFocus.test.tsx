import type { KeyboardEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRovingFocus } from './useRovingFocus';

const NAMES = ['A', 'B', 'C', 'D', 'E'];

function Grid({ columns, onOpen = () => undefined }: { columns: number; onOpen?: (name: string) => void }) {
  const roving = useRovingFocus({ count: NAMES.length, columns });
  // An item's own keys, spread on it as a card spreads useSelectableCard's handlers.
  const openOnEnter = (name: string) => ({ onKeyDown: (event: KeyboardEvent) => event.key === 'Enter' && onOpen(name) });
  return (
    <>
      <button type="button">Before</button>
      <div role="list" {...roving.containerProps}>
        {NAMES.map((name, index) => (
          <div key={name} role="listitem" aria-label={name} {...roving.itemProps(index)} {...openOnEnter(name)}>
            <button type="button">{`Action ${name}`}</button>
          </div>
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

const focused = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

it('is one Tab stop: Tab enters on the active item and leaves past the items', async () => {
  render(<Grid columns={2} />);
  await userEvent.click(screen.getByRole('button', { name: 'Before' }));
  await userEvent.tab();
  expect(focused()).toBe('A');
  await userEvent.tab();
  expect(focused()).toBe('Action A');
  await userEvent.tab();
  expect(focused()).toBe('After');
});

it('moves by one with Left/Right and by a row with Up/Down in a grid; Home and End go to the ends', async () => {
  render(<Grid columns={2} />);
  screen.getByRole('listitem', { name: 'A' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(focused()).toBe('B');
  await userEvent.keyboard('{ArrowDown}');
  expect(focused()).toBe('D');
  await userEvent.keyboard('{ArrowDown}');
  // No item below D: the last one.
  expect(focused()).toBe('E');
  await userEvent.keyboard('{Home}');
  expect(focused()).toBe('A');
  await userEvent.keyboard('{End}');
  expect(focused()).toBe('E');
  expect(screen.getAllByRole('listitem').filter((item) => item.tabIndex === 0)).toEqual([screen.getByRole('listitem', { name: 'E' })]);
  // Tab from elsewhere comes back to the item last moved to.
  await userEvent.click(screen.getByRole('button', { name: 'After' }));
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  expect(focused()).toBe('E');
});

it('leaves Left/Right alone in a list, and keys pressed on an item’s own buttons are theirs', async () => {
  const onOpen = jest.fn();
  render(<Grid columns={1} onOpen={onOpen} />);
  screen.getByRole('listitem', { name: 'A' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(focused()).toBe('A');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  expect(focused()).toBe('B');
  expect(onOpen).toHaveBeenCalledWith('B');
  screen.getByRole('button', { name: 'Action C' }).focus();
  await userEvent.keyboard('{ArrowDown}');
  expect(focused()).toBe('Action C');
});
