import { ConfirmDialog } from '../components/ConfirmDialog';
import { useConfirmStore } from './useConfirmStore';

/** Renders the dialog requested through useConfirm(); mount it once, in the shell. */
export function ConfirmHost() {
  const pending = useConfirmStore((s) => s.pending);
  const settle = useConfirmStore((s) => s.settle);

  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title}
      message={pending?.message}
      confirmLabel={pending?.confirmLabel}
      cancelLabel={pending?.cancelLabel}
      tone={pending?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
}
