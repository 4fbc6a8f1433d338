import { create } from 'zustand';
import { TOAST_DURATION_MS, TOAST_WITH_ACTION_DURATION_MS } from './toastDurations';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  onClick: () => void | Promise<unknown>;
}

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds before it vanishes; resolved at show time. */
  duration: number;
  action?: ToastAction;
}

export interface ShowToastInput {
  message: string;
  type?: ToastType;
  /** Wins over the defaults (4000 ms, or 8000 ms with an action). */
  duration?: number;
  action?: ToastAction;
}

export interface ToastState {
  toasts: Toast[];
  /** Returns the new toast's id. */
  show: (input: ShowToastInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** The oldest toasts give way beyond this many. */
export const MAX_TOASTS = 5;

let counter = 0;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: ({ message, type = 'info', duration, action }) => {
    counter += 1;
    const id = `toast-${counter}`;
    const toast: Toast = {
      id,
      message,
      type,
      action,
      duration: duration ?? (action ? TOAST_WITH_ACTION_DURATION_MS : TOAST_DURATION_MS),
    };
    set((s) => ({ toasts: [...s.toasts, toast].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));
