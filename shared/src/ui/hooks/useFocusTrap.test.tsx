import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { getTabbables, useFocusTrap } from './useFocusTrap';

function Trap({ active, layer, label, initial }: { active: boolean; layer?: number; label: string; initial?: boolean }) {
  const second = useRef<HTMLButtonElement>(null);
  const ref = useFocusTrap<HTMLDivElement>(active, { layer, initialFocus: initial ? second : undefined });
  return (
    <div ref={ref} data-testid={label}>
      <button type="button">{`${label} one`}</button>
      <button type="button" ref={second}>{`${label} two`}</button>
    </div>
  );
}

function Harness() {
  const [active, setActive] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setActive(true)}>
        open
      </button>
      <button type="button">outside</button>
      {active ? (
        <>
          <Trap active label="trap" />
          <button type="button" onClick={() => setActive(false)}>
            close
          </button>
        </>
      ) : null}
    </>
  );
}

describe('useFocusTrap', () => {
  it('focuses the first tabbable, wraps Tab both ways and restores focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'trap one' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'trap two' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'trap one' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'trap two' })).toHaveFocus();

    // Focus moved out programmatically is pulled back in.
    act(() => screen.getByRole('button', { name: 'outside' }).focus());
    expect(screen.getByRole('button', { name: 'trap one' })).toHaveFocus();

    // Clicking "close" (outside the trap) still works: the click lands, the trap ends.
    act(() => screen.getByRole('button', { name: 'close' }).click());
    expect(screen.queryByTestId('trap')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('honours initialFocus', () => {
    render(<Trap active label="t" initial />);
    expect(screen.getByRole('button', { name: 't two' })).toHaveFocus();
  });

  it('focuses the container itself when nothing inside is tabbable', () => {
    function Empty() {
      const ref = useFocusTrap<HTMLDivElement>(true);
      return (
        <div ref={ref} data-testid="empty">
          text
        </div>
      );
    }
    render(<Empty />);
    expect(screen.getByTestId('empty')).toHaveFocus();
  });

  it('lets only the top trap act; the higher layer wins even when mounted together', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Trap active label="panel" layer={300} />
        <Trap active label="dialog" layer={400} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'dialog one' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'dialog one' })).toHaveFocus();
  });

  it('skips disabled, hidden and tabindex=-1 elements', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button>a</button><button disabled>b</button><input type="hidden" />
      <a href="#x">c</a><span tabindex="-1">d</span><div hidden><button>e</button></div>
      <span tabindex="0">f</span>`;
    expect(getTabbables(root).map((el) => el.textContent)).toEqual(['a', 'c', 'f']);
  });
});
