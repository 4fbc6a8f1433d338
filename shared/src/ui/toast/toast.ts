import { useToastStore, type ShowToastInput, type ToastType } from './useToastStore';

export type ToastOptions = Omit<ShowToastInput, 'message' | 'type'>;

export interface ToastApi {
  success: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  warning: (message: string, options?: ToastOptions) => string;
  info: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

const showAs =
  (type: ToastType) =>
  (message: string, options?: ToastOptions): string =>
    useToastStore.getState().show({ ...options, message, type });

/** Usable outside React (event handlers, async flows); the <Toaster /> renders them. */
export const toast: ToastApi = {
  success: showAs('success'),
  error: showAs('error'),
  warning: showAs('warning'),
  info: showAs('info'),
  dismiss: (id) => useToastStore.getState().dismiss(id),
};
