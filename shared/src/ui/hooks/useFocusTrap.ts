import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useRef, type RefObject } from 'react';
import { tabbable } from 'tabbable';

/** Elements reachable with Tab inside `root`, in tab order (focus-trap's own reading, `tabbable`). */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  return tabbable(root) as HTMLElement[];
}

const FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';

/** An element marked data-autofocus, else the first form field, among root's tabbables. */
export function firstFieldIn(root: HTMLElement | null): HTMLElement | undefined {
  if (!root) return undefined;
  const tabbables = getTabbables(root);
  return tabbables.find((el) => el.hasAttribute('data-autofocus')) ?? tabbables.find((el) => el.matches(FIELDS));
}

/** Where focus goes on activation: an element's ref, or a function that picks one. */
export type InitialFocus = RefObject<HTMLElement | null> | ((container: HTMLElement) => HTMLElement | null | undefined);

export interface FocusTrapOptions {
  /** Focused on activation; default (or when it gives nothing): the first tabbable element, else the container. */
  initialFocus?: InitialFocus;
  /** Return focus to the element focused before activation (default true). */
  restoreFocus?: boolean;
  /**
   * Stacking layer (e.g. theme.z.dialog): a trap on a higher layer stays on top even when a
   * lower one activates in the same commit (a dialog rendered inside a panel).
   */
  layer?: number;
}

/** The open traps, bottom to top (focus-trap's stack: only the top one acts). */
const trapStack: FocusTrap[] = [];
const layerOf = new WeakMap<FocusTrap, number>();
/** Traps put under a higher layer's trap, paused until that one goes. */
const heldUnder = new Set<FocusTrap>();

/** Activates `trap`; when a trap of a higher layer is open, slides it under that one, paused. */
function activateInLayer(trap: FocusTrap, layer: number) {
  layerOf.set(trap, layer);
  const above = trapStack.filter((open) => (layerOf.get(open) ?? 0) > layer);
  trap.activate();
  if (above.length === 0) return;
  trapStack.splice(trapStack.indexOf(trap), 1);
  trapStack.splice(trapStack.indexOf(above[0]!), 0, trap);
  trap.pause();
  heldUnder.add(trap);
  above[above.length - 1]!.unpause();
}

function deactivate(trap: FocusTrap) {
  heldUnder.delete(trap);
  trap.deactivate();
  const top = trapStack[trapStack.length - 1];
  if (top && heldUnder.delete(top)) top.unpause();
}

/**
 * Keeps Tab / Shift+Tab and programmatic focus inside the returned ref's element while `active`
 * (the `focus-trap` library), and restores the previous focus when it turns off or unmounts.
 * Clicks outside go through (a backdrop closes its panel); Escape is the component's to handle.
 */
export function useFocusTrap<T extends HTMLElement = HTMLElement>(
  active: boolean,
  { initialFocus, restoreFocus = true, layer = 0 }: FocusTrapOptions = {},
): RefObject<T | null> {
  const containerRef = useRef<T | null>(null);
  // Read at activation: a function made afresh each render must not re-run the trap.
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    initialFocusRef.current = initialFocus;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return undefined;
    const trap = createFocusTrap(container, {
      trapStack,
      initialFocus: () => {
        const pick = initialFocusRef.current;
        return (typeof pick === 'function' ? pick(container) : pick?.current) ?? undefined;
      },
      // Nothing tabbable inside: the container itself takes focus.
      fallbackFocus: () => {
        if (!container.hasAttribute('tabindex')) container.tabIndex = -1;
        return container;
      },
      delayInitialFocus: false,
      delayReturnFocus: false,
      escapeDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: restoreFocus,
      setReturnFocus: (previous) => (previous.isConnected ? previous : false),
    });
    activateInLayer(trap, layer);
    return () => deactivate(trap);
  }, [active, restoreFocus, layer]);

  return containerRef;
}
