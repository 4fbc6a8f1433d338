import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { chooseToastSlot, TOAST_MARGIN, type ToastSlot } from './toastPlacement';

/**
 * While toasts show and no slot is free, the stack keeps the bottom strip of this height and
 * SidePanel, ConfirmDialog and other modal dialogs end above it (`var(--meridian-toast-reserve)`).
 */
export const TOAST_RESERVE_VAR = '--meridian-toast-reserve';

const MODALS = '[aria-modal="true"]';

const openDialogs = () =>
  Array.from(document.querySelectorAll<HTMLElement>(MODALS))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);

/**
 * Keeps the toast stack off every open modal dialog (m4): bottom centre when that is free,
 * else the first free slot (top, then the corners), else the bottom strip with the dialogs
 * shrunk above it. Re-measured when a dialog opens or closes, when one resizes or ends its
 * entry animation, when the window resizes and when the toasts change.
 */
export function useToastPlacement(regionRef: RefObject<HTMLElement | null>, toastCount: number): ToastSlot {
  const [slot, setSlot] = useState<ToastSlot>('bottom');
  // Reserving is sticky while the same dialogs stay open: once they make room, the bottom slot
  // looks free, and dropping the reserve would make them cover it again.
  const reserving = useRef(false);

  const setReserve = useCallback((height: number | null) => {
    reserving.current = height !== null;
    const root = document.documentElement.style;
    if (height === null) root.removeProperty(TOAST_RESERVE_VAR);
    else root.setProperty(TOAST_RESERVE_VAR, `${height + 2 * TOAST_MARGIN}px`);
  }, []);

  const place = useCallback(
    (fresh: boolean) => {
      const region = regionRef.current;
      const stack = { width: region?.offsetWidth ?? 0, height: region?.offsetHeight ?? 0 };
      const dialogs = openDialogs();
      if (toastCount === 0 || dialogs.length === 0) {
        setReserve(null);
        setSlot('bottom');
        return;
      }
      if (reserving.current && !fresh) {
        setReserve(stack.height);
        return;
      }
      if (fresh) setReserve(null);
      const viewport = { width: window.innerWidth, height: window.innerHeight };
      const chosen = chooseToastSlot(viewport, stack, fresh ? openDialogs() : dialogs);
      if (chosen === null) setReserve(stack.height);
      setSlot(chosen ?? 'bottom');
    },
    [regionRef, toastCount, setReserve],
  );

  useLayoutEffect(() => {
    place(false);
  }, [place]);

  useLayoutEffect(() => {
    // A dialog growing (its content loaded) may reach the stack; making room itself resizes
    // the dialogs, so a resize keeps a reserve rather than starting afresh.
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => place(false));
    const watchDialogs = () => {
      resizeObserver?.disconnect();
      document.querySelectorAll(MODALS).forEach((el) => resizeObserver?.observe(el));
    };
    const fresh = () => {
      watchDialogs();
      place(true);
    };
    // A panel measured as it starts sliding in is still off-screen: measure again when it lands.
    const landed = (event: AnimationEvent) => {
      if (event.target instanceof Element && event.target.matches(MODALS)) place(false);
    };
    // Modals are usually portals in <body>, but one may render in place: watch the whole tree,
    // and act only on nodes that are or hold a modal (a virtual list adds rows all the time).
    const holdsModal = (node: Node) => node instanceof Element && (node.matches(MODALS) || node.querySelector(MODALS) !== null);
    const bodyObserver = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes, ...r.removedNodes].some(holdsModal))) fresh();
    });
    bodyObserver.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', fresh);
    document.addEventListener('animationend', landed);
    watchDialogs();
    return () => {
      bodyObserver.disconnect();
      resizeObserver?.disconnect();
      window.removeEventListener('resize', fresh);
      document.removeEventListener('animationend', landed);
    };
  }, [place]);

  useLayoutEffect(() => () => setReserve(null), [setReserve]);

  return slot;
}
