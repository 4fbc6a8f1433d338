import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorText, keysOf, trashApi } from '@meridian/shared/api';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import type { TrashItem } from '@meridian/shared/model';
import { EmptyState, ErrorState, PageHeader, Pagination, StyledPageContainer, toast, useConfirm } from '@meridian/shared/ui';
import { StyledSection } from '../common/Page';
import { AuditSkeleton } from '../audit/AuditSkeleton';
import { t as translate, useT } from './i18n';
import { TrashTable } from './TrashTable';
import { useTrash } from './useTrash';

/** The Trash (docs/PRODUCT.md §Trash): deleted records, restored by a member or above, deleted permanently by an admin. */
export function TrashPage() {
  const t = useT();
  usePageTitle(t('trash.title'));
  const { can } = usePermissions();
  const confirm = useConfirm();
  const { mutate } = useSWRConfig();
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const { data, error, isLoading, mutate: reload } = useTrash(page);

  /** Runs a change of one item, then refreshes the Trash and every list the item may come back to. */
  const act = async (item: TrashItem, run: () => Promise<void>, done: string, failed: string) => {
    setBusy(item.id);
    try {
      await run();
      toast.success(done);
    } catch (failure) {
      toast.error(errorText(failure, failed));
    } finally {
      setBusy(null);
      void mutate(keysOf('trash', 'contacts', 'companies', 'notes', 'attachments'));
    }
  };
  const restore = (item: TrashItem) =>
    act(
      item,
      () => trashApi.restore(item.type, item.id),
      translate('trash.restored', { name: item.name }),
      translate('trash.restoreFailed', { name: item.name }),
    );
  const purge = async (item: TrashItem) => {
    const sure = await confirm({
      title: translate('trash.purgeTitle'),
      message: translate('trash.purgeMessage', { name: item.name }),
      confirmLabel: translate('trash.purge'),
      cancelLabel: translate('trash.cancel'),
      tone: 'danger',
    });
    if (sure)
      await act(
        item,
        () => trashApi.purge(item.type, item.id),
        translate('trash.purged', { name: item.name }),
        translate('trash.purgeFailed', { name: item.name }),
      );
  };

  const content = () => {
    // A failed refresh keeps the list shown (with the error below it); only a first load shows the error alone.
    if (error && !data) return <ErrorState title={t('trash.loadFailed')} description={errorText(error, '')} onRetry={() => void reload()} />;
    if (isLoading || !data) return <AuditSkeleton />;
    if (!data.items.length) return <EmptyState title={t('trash.empty')} description={t('trash.emptyText')} />;
    return (
      <>
        <TrashTable
          items={data.items}
          canRestore={can('member')}
          canPurge={can('admin')}
          busy={busy}
          onRestore={(item) => void restore(item)}
          onPurge={(item) => void purge(item)}
        />
        {data.pagination.pages > 1 ? <Pagination page={page} pages={data.pagination.pages} onChange={setPage} /> : null}
        {error ? <ErrorState title={t('trash.loadFailed')} onRetry={() => void reload()} /> : null}
      </>
    );
  };

  return (
    <StyledPageContainer>
      <PageHeader title={t('trash.title')} subtitle={t('trash.subtitle', { days: data?.trash_days ?? 30 })} />
      <StyledSection>{content()}</StyledSection>
    </StyledPageContainer>
  );
}
