import { chooseToastSlot, slotBox, type Box } from './toastPlacement';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };
const stack = { width: 380, height: 64 };

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

describe('chooseToastSlot (m4)', () => {
  it('stays bottom centre with no dialog, or beside a side panel it does not reach', () => {
    expect(chooseToastSlot(desktop, stack, [])).toBe('bottom');
    expect(chooseToastSlot(desktop, stack, [box(960, 0, 480, 900)])).toBe('bottom');
  });

  it("moves off a tall centred dialog (the stage editor's swatches and Done Editing)", () => {
    const stageEditor = box(440, 20, 560, 860);
    const slot = chooseToastSlot(desktop, stack, [stageEditor]);
    expect(slot).toBe('bottom-left');
    const taken = slotBox(slot!, desktop, stack);
    expect(taken.right).toBeLessThanOrEqual(stageEditor.left);
  });

  it('goes to the top when only the bottom is covered', () => {
    expect(chooseToastSlot(desktop, stack, [box(300, 300, 840, 600)])).toBe('top');
  });

  it('avoids every open dialog at once (a confirm over a panel)', () => {
    const panel = box(960, 0, 480, 900);
    const confirm = box(510, 350, 420, 200);
    const low = box(400, 700, 640, 200);
    expect(chooseToastSlot(desktop, stack, [panel, confirm, low])).toBe('top');
  });

  it('gives up (null) when a full-screen panel leaves no free place', () => {
    expect(chooseToastSlot(phone, { width: 358, height: 64 }, [box(0, 0, 390, 844)])).toBeNull();
  });

  it('places an empty stack anywhere', () => {
    expect(chooseToastSlot(phone, { width: 0, height: 0 }, [box(0, 0, 390, 844)])).toBe('bottom');
  });
});
