// The open view's menu and what each choice does, with its toast and confirmation.
import { ALL_VIEW_ID } from '@meridian/contract';
import { errorText } from '@meridian/shared/api';
import { t } from '@meridian/shared/i18n';
import { toast, type ConfirmFn, type MenuItem } from '@meridian/shared/ui';
import type { ListView } from './useListView';

/** Runs a view call; a refusal or failure is toasted in the member's language, then rethrown. */
export async function withToast<T>(call: () => Promise<T>, done?: string): Promise<T> {
  try {
    const result = await call();
    if (done) toast.success(done);
    return result;
  } catch (error) {
    console.error('[views]', error);
    toast.error(errorText(error, t('common.views.failed')));
    throw error;
  }
}

const quietly = (call: () => Promise<unknown>) => void call().catch(() => undefined);

/**
 * Rename, share / make private, set as my default (shown disabled for the default view), delete
 * (confirmed): each only where it applies. The built-in view offers only "Set as my default"; a
 * teammate's shared view too.
 */
export function viewMenuItems(list: ListView, confirm: ConfirmFn, rename: () => void, name: string): MenuItem[] {
  const { view } = list;
  const editable = view.id !== ALL_VIEW_ID && view.editable;
  const items: MenuItem[] = [];
  if (editable) {
    items.push({ id: 'rename', label: t('common.views.rename'), onSelect: rename });
    items.push({
      id: 'share',
      label: view.shared ? t('common.views.makePrivate') : t('common.views.share'),
      onSelect: () => quietly(() => withToast(() => list.setShared(!view.shared), t('common.views.sharedDone', { shared: view.shared ? 'no' : 'yes' }))),
    });
  }
  items.push({
    id: 'default',
    label: t('common.views.setDefault'),
    disabled: list.defaultViewId === view.id,
    onSelect: () => quietly(() => withToast(list.makeDefault, t('common.views.defaultDone', { name }))),
  });
  if (editable) {
    const remove = async () => {
      const confirmed = await confirm({
        title: t('common.views.deleteTitle'),
        message: t('common.views.deleteMessage', { name, shared: view.shared ? 'yes' : 'no' }),
        confirmLabel: t('common.views.delete'),
        tone: 'danger',
      });
      if (confirmed) await withToast(list.remove, t('common.views.deleted', { name }));
    };
    items.push({ id: 'delete', label: t('common.views.delete'), danger: true, onSelect: () => quietly(remove) });
  }
  return items;
}
