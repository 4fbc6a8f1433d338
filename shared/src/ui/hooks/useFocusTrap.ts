import { useEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements reachable with Tab inside `root`, in DOM order. */
export function getTabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter((el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], [aria-hidden="true"]'));
}

const FIELDS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';

/** An element marked data-autofocus, else the first form field, among root's tabbables. */
export function firstFieldIn(root: HTMLElement | null): HTMLElement | undefined {
  if (!root) return undefined;
  const tabbables = getTabbables(root);
  return tabbables.find((el) => el.hasAttribute('data-autofocus')) ?? tabbables.find((el) => el.matches(FIELDS));
}

interface Trap {
  container: HTMLElement;
  layer: number;
  order: number;
}

/** Open traps. Only the top one acts, so a dialog over a panel works. */
const traps: Trap[] = [];
let opened = 0;

/** Highest layer wins; among equals, the one opened last. */
function topTrap(): Trap | undefined {
  return traps.reduce<Trap | undefined>((top, t) => (!top || t.layer > top.layer || (t.layer === top.layer && t.order > top.order) ? t : top), undefined);
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

/**
 * Keeps Tab / Shift+Tab and programmatic focus inside the returned ref's element while
 * `active`, and restores the previous focus when it turns off or unmounts.
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

    const previous = document.activeElement as HTMLElement | null;
    opened += 1;
    const trap: Trap = { container, layer, order: opened };
    traps.push(trap);
    const isTop = () => topTrap() === trap;
    const focusFirst = () => {
      const pick = initialFocusRef.current;
      const chosen = typeof pick === 'function' ? pick(container) : pick?.current;
      const target = chosen ?? getTabbables(container)[0] ?? container;
      if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
      target.focus();
    };
    if (isTop() && !container.contains(document.activeElement)) focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop()) return;
      const items = getTabbables(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !container.contains(event.target)) focusFirst();
    };

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      traps.splice(traps.indexOf(trap), 1);
      if (restoreFocus && previous?.isConnected) previous.focus();
    };
  }, [active, restoreFocus, layer]);

  return containerRef;
}
