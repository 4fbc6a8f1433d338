import { useConfirmStore, type ConfirmOptions } from './useConfirmStore';

export type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;

/**
 * `const confirm = useConfirm(); if (await confirm({ title, message, tone: 'danger' })) …`
 * The dialog itself is rendered once by <ConfirmHost /> in the shell.
 */
export function useConfirm(): ConfirmFn {
  return useConfirmStore((s) => s.request);
}
