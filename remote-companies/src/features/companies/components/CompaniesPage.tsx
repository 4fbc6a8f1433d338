import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from '@meridian/shared/routing';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import type { Company } from '@meridian/shared/model';
import { PHONE_MEDIA, SelectionBar, space, useEscapeKey, useMultiSelect } from '@meridian/shared/ui';
import { FilterBar, ViewBar } from '@meridian/shared/views';
import { useT } from '../../../i18n';
import { useCompaniesList } from '../hooks/useCompaniesList';
import { useCompanyBulkDelete } from '../hooks/useCompanyBulkDelete';
import { companyContactsPath } from '../utils/companyContactsPath';
import { companyFilterFields } from '../utils/companyFilterFields';
import { companyOwner } from '../utils/companyOwner';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { CompaniesContent } from './CompaniesContent';
import { CompaniesHeader } from './CompaniesHeader';
import { CompaniesToolbar } from './CompaniesToolbar';
import { CompanyFormPanel } from './CompanyFormPanel';
import { CompanyList } from './CompanyList';
import { CompanyQuickView } from './CompanyQuickView';

const StyledPage = styled.div`
  padding: ${space(6)} ${space(7)};

  /* As the shared StyledPageContainer: less padding on a phone. */
  ${PHONE_MEDIA} {
    padding: ${space(4)};
  }
`;

interface FormState {
  open: boolean;
  company?: Company;
}

/** /companies (docs/PRODUCT.md §2 Companies page). */
export function CompaniesPage() {
  const t = useT();
  usePageTitle(t('companies.title'));
  const navigate = useNavigate();
  const list = useCompaniesList();
  const selection = useMultiSelect<string>();
  const bulk = useCompanyBulkDelete();
  const view = list.mode;
  const [quickView, setQuickView] = useState<Company | null>(null);
  const [form, setForm] = useState<FormState>({ open: false });
  // Selecting is only for bulk delete, which only admins may do; Add and Edit follow the role and
  // the record access rule (the API refuses the rest).
  const p = usePermissions();
  const bulkAllowed = p.can('admin');
  const canEdit = (company: Company) => p.canEdit(companyOwner(company));

  // Deleted companies vanish at once; the count follows until the refetched list arrives.
  const loaded = list.data?.companies;
  const companies = useMemo(() => loaded?.filter((c) => !bulk.hidden.has(c.id)), [loaded, bulk.hidden]);
  const hiddenHere = (loaded?.length ?? 0) - (companies?.length ?? 0);
  const total = list.data ? Math.max(0, list.data.pagination.total - hiddenHere) : undefined;

  // A selection belongs to the cards on screen: another page, search or sort starts afresh.
  const { clear: clearSelection, selectAll, selected } = selection;
  useEffect(() => clearSelection(), [clearSelection, list.page, list.search, list.filter, list.sortBy, list.sortOrder]);
  useEscapeKey(selection.active, clearSelection);

  const deleteSelected = async () => {
    const result = await bulk.run([...selected]);
    selectAll(result.failed);
  };
  const onLongPress = (id: string) => {
    if (bulkAllowed && !selection.isSelected(id)) selection.toggle(id);
  };
  const openForm = (company?: Company) => {
    setQuickView(null);
    setForm({ open: true, company });
  };
  const sortTable = (field: CompanySortField, order: SortOrder) => list.setSort(field, order);
  const filtered = Boolean(list.search) || Object.keys(list.filter).length > 0;
  const viewContacts = (company: Company) => navigate(companyContactsPath(company));

  return (
    <StyledPage>
      <CompaniesHeader total={total} view={view} onViewChange={list.setMode} onAdd={p.canCreate ? () => openForm() : undefined} />
      <ViewBar list={list.view} />
      <CompaniesToolbar
        searchText={list.searchText}
        onSearchChange={list.setSearchText}
        sortBy={list.sortBy}
        sortOrder={list.sortOrder}
        onSortByChange={list.setSortBy}
        onSortOrderChange={list.setSortOrder}
        selecting={bulkAllowed && selection.active}
        selection={
          bulkAllowed ? (
            <SelectionBar
              active={selection.active}
              selectedCount={selected.size}
              total={companies?.length ?? 0}
              deleting={bulk.busy}
              onSelectAll={() => selectAll((companies ?? []).map((c) => c.id))}
              onUnselectAll={clearSelection}
              onDelete={() => void deleteSelected()}
            />
          ) : null
        }
      />
      <FilterBar fields={companyFilterFields()} filter={list.filter} onChange={list.view.setFilters} />
      <CompaniesContent
        companies={companies}
        error={list.error}
        searching={filtered}
        onClearFilters={Object.keys(list.filter).length ? () => list.view.setFilters({}) : undefined}
        view={view}
        onAdd={p.canCreate ? () => openForm() : undefined}
        page={list.page}
        pages={list.data?.pagination.pages ?? 0}
        onPageChange={list.setPage}
        onRetry={list.retry}
      >
        <CompanyList
          companies={companies ?? []}
          view={view}
          selection={selection}
          selectable={bulkAllowed}
          canEdit={canEdit}
          sortBy={list.sortBy}
          sortOrder={list.sortOrder}
          onSort={sortTable}
          columns={list.columns}
          onColumnsChange={list.setColumns}
          onOpen={setQuickView}
          onLongPress={onLongPress}
          onEdit={openForm}
          onViewContacts={viewContacts}
        />
      </CompaniesContent>
      <CompanyQuickView
        company={quickView}
        onClose={() => setQuickView(null)}
        onViewContacts={viewContacts}
        onViewDetails={(company) => navigate(`/companies/${encodeURIComponent(company.id)}`)}
        onEdit={quickView && canEdit(quickView) ? openForm : undefined}
      />
      <CompanyFormPanel open={form.open} company={form.company} onClose={() => setForm({ open: false })} />
    </StyledPage>
  );
}
