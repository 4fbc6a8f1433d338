import { toast, type ToastApi } from './toast';

/** The same helpers as `toast`, for components that prefer a hook. */
export function useToast(): ToastApi {
  return toast;
}
