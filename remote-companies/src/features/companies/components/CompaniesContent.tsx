import type { ReactNode } from 'react';
import type { Company } from '@meridian/shared/model';
import { BuildingIcon, Button, EmptyState, ErrorState, Pagination, PlusIcon, type ViewMode } from '@meridian/shared/ui';
import { errorText } from '@meridian/shared/api';
import { useT } from '../../../i18n';
import { CompaniesSkeleton } from './CompaniesSkeleton';

export interface CompaniesContentProps {
  companies: readonly Company[] | undefined;
  error: Error | undefined;
  searching: boolean;
  view: ViewMode;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** Opens the create form; absent for a read-only user, who is offered nothing to press. */
  onAdd?: () => void;
  /** Clears the filters (chips): offered when filters match nothing. */
  onClearFilters?: () => void;
  /** The cards. */
  children: ReactNode;
}

/**
 * The list's states of docs/PRODUCT.md §2: loading (a skeleton of the cards or rows), failed,
 * an organisation without companies (what to do, and the button to do it), filters or a search
 * without result, or the cards and pages.
 */
export function CompaniesContent({
  companies,
  error,
  searching,
  view,
  page,
  pages,
  onPageChange,
  onRetry,
  onAdd,
  onClearFilters,
  children,
}: CompaniesContentProps) {
  const t = useT();
  if (!companies && error) {
    return <ErrorState title={t('companies.list.failed')} description={errorText(error, error.message)} onRetry={onRetry} />;
  }
  if (!companies) return <CompaniesSkeleton view={view} />;
  if (companies.length === 0 && onClearFilters) {
    return (
      <EmptyState
        title={t('companies.list.noMatch.title')}
        description={t('companies.list.noMatch.description')}
        action={<Button onClick={onClearFilters}>{t('companies.list.noMatch.clear')}</Button>}
      />
    );
  }
  if (companies.length === 0 && searching) {
    return <EmptyState title={t('companies.list.noResults.title')} description={t('companies.list.noResults.description')} />;
  }
  if (companies.length === 0 && !onAdd) {
    return <EmptyState icon={<BuildingIcon size={28} />} title={t('companies.list.none.title')} description={t('companies.list.none.readOnly')} />;
  }
  if (companies.length === 0) {
    return (
      <EmptyState
        icon={<BuildingIcon size={28} />}
        title={t('companies.list.none.title')}
        description={t('companies.list.none.description')}
        action={
          <Button variant="primary" onClick={onAdd}>
            <PlusIcon size={16} />
            {t('companies.add')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {children}
      <Pagination page={page} pages={pages} onChange={onPageChange} />
    </>
  );
}
