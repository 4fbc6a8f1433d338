import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { ConfirmTone } from '../components/ConfirmDialog';

export interface ConfirmOptions {
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: ConfirmTone;
}

interface PendingConfirm extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

export interface ConfirmState {
  pending: PendingConfirm | null;
  /** Opens the dialog; resolves true on confirm, false on cancel (or when superseded). */
  request: (options: ConfirmOptions) => Promise<boolean>;
  settle: (confirmed: boolean) => void;
}

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  pending: null,
  request: (options) =>
    new Promise<boolean>((resolve) => {
      get().pending?.resolve(false);
      set({ pending: { ...options, resolve } });
    }),
  settle: (confirmed) => {
    const { pending } = get();
    if (!pending) return;
    set({ pending: null });
    pending.resolve(confirmed);
  },
}));
