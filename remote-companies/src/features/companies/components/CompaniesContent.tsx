import type { ReactNode } from 'react';
import type { Company } from '@meridian/shared/model';
import { EmptyState, ErrorState, LoadingState, Pagination } from '@meridian/shared/ui';

export interface CompaniesContentProps {
  companies: readonly Company[] | undefined;
  error: Error | undefined;
  searching: boolean;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
  /** The cards. */
  children: ReactNode;
}

/** The list's states of docs/PRODUCT.md §2: loading, failed, empty (search or not), or the cards and pages. */
export function CompaniesContent({ companies, error, searching, page, pages, onPageChange, onRetry, children }: CompaniesContentProps) {
  if (!companies && error) {
    return <ErrorState title="Failed to load companies" description={error.message} onRetry={onRetry} />;
  }
  if (!companies) return <LoadingState label="Loading companies..." />;
  if (companies.length === 0) {
    return (
      <EmptyState title="No companies found" description={searching ? 'Try adjusting your search criteria' : 'Get started by adding your first company'} />
    );
  }
  return (
    <>
      {children}
      <Pagination page={page} pages={pages} onChange={onPageChange} />
    </>
  );
}
