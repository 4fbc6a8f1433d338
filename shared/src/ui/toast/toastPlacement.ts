/** Where the toast stack sits. 'bottom' is the default (bottom centre). */
export type ToastSlot = 'bottom' | 'top' | 'bottom-left' | 'bottom-right' | 'top-left' | 'top-right';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Gap between the stack and the viewport's edge. */
export const TOAST_MARGIN = 16;

/** The preferred order: centred first, then the corners. */
export const TOAST_SLOTS: readonly ToastSlot[] = ['bottom', 'top', 'bottom-left', 'bottom-right', 'top-left', 'top-right'];

/** The box the stack would take in a slot. */
export function slotBox(slot: ToastSlot, viewport: Size, stack: Size): Box {
  const m = TOAST_MARGIN;
  const top = slot.startsWith('top') ? m : viewport.height - m - stack.height;
  const left = slot.endsWith('left') ? m : slot.endsWith('right') ? viewport.width - m - stack.width : (viewport.width - stack.width) / 2;
  return { left, top, right: left + stack.width, bottom: top + stack.height };
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The first slot whose box covers none of the open dialogs (m4), or null when every slot would
 * cover one (a full-screen panel on a phone): then the dialogs make room instead.
 */
export function chooseToastSlot(viewport: Size, stack: Size, dialogs: Box[]): ToastSlot | null {
  if (stack.height === 0 || dialogs.length === 0) return 'bottom';
  return TOAST_SLOTS.find((slot) => !dialogs.some((d) => overlaps(slotBox(slot, viewport, stack), d))) ?? null;
}
