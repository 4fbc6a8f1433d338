import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Contact } from '@meridian/shared/model';
import { contactDisplayName } from '@meridian/shared/format';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import { PHONE_MEDIA, SelectionBar, space, useEscapeKey, useMultiSelect } from '@meridian/shared/ui';
import { FilterBar, ViewBar } from '@meridian/shared/views';
import { useT } from '../../../i18n';
import { useBulkEdit } from '../hooks/useBulkEdit';
import { useContactBulkDelete } from '../hooks/useContactBulkDelete';
import { useContactsInfinite } from '../hooks/useContactsInfinite';
import { useContactsQuery } from '../hooks/useContactsQuery';
import { useDeleteMatching } from '../hooks/useDeleteMatching';
import { useSelectAllMatching } from '../hooks/useSelectAllMatching';
import { bulkEditTarget } from '../utils/bulkEditTarget';
import { BulkEditControl } from './BulkEditControl';
import { BulkEditProgressPanel } from './BulkEditProgressPanel';
import { useTableSelection } from '../hooks/useTableSelection';
import { usePhoneLayout } from '../../common/hooks/usePhoneLayout';
import type { ContactSortField } from '../utils/contactSortOptions';
import { ContactsContent } from './ContactsContent';
import { ContactsFooter } from './ContactsFooter';
import { ContactsHeader } from './ContactsHeader';
import { ContactsListSkeleton } from './ContactsSkeletons';
import { ContactsToolbar } from './ContactsToolbar';
import { useFilterNames } from '../hooks/useFilterNames';
import { contactFilterFields } from '../utils/contactFilterFields';
import { ListTail } from './ListTail';
import { VirtualContacts } from './VirtualContacts';

// Not needed for the first screen: fetched when a contact is first opened or added.
const ContactPanel = lazy(() => import('./ContactPanel').then((m) => ({ default: m.ContactPanel })));
const ContactFormPanel = lazy(() => import('./ContactFormPanel').then((m) => ({ default: m.ContactFormPanel })));
// The table layout (TanStack Table) is fetched on its first use: the first screen is the cards.
const ContactsTable = lazy(() => import('./ContactsTable').then((m) => ({ default: m.ContactsTable })));

/** The whole viewport: the list scrolls inside it, so header, toolbar and footer stay in view. */
const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;
  padding: ${space(6)} ${space(7)} ${space(4)};

  /* As the shared StyledPageContainer: less padding on a phone, so the header's buttons fit one row. */
  ${PHONE_MEDIA} {
    padding: ${space(4)} ${space(4)} ${space(2)};
  }
`;

/** /contacts (docs/PRODUCT.md §2 Contacts page). */
export function ContactsPage() {
  const t = useT();
  usePageTitle(t('contacts.page.title'));
  const q = useContactsQuery();
  useFilterNames(q.filter, q.companyFilter);
  // A company from a link is its badge ('Filtered by …'), not a second chip.
  const fields = contactFilterFields().filter((f) => !(q.companyFilter && f.id === 'company'));
  const list = useContactsInfinite(q.query);
  const selection = useMultiSelect<string>();
  const bulk = useContactBulkDelete();
  const matching = useSelectAllMatching();
  const deleteAll = useDeleteMatching();
  const edit = useBulkEdit();
  // A phone keeps its stacked rows: the table is the list layout of wider screens.
  const phone = usePhoneLayout();
  const table = q.view === 'list' && !phone;
  const [quickView, setQuickView] = useState<Contact | null>(null);
  const [adding, setAdding] = useState(false);
  // Selecting is for bulk edit (members and stronger; the API limits members to the contacts they
  // may change) and bulk delete (admins alone: the API refuses anyone else); read-only users get neither.
  const p = usePermissions();
  const canSelect = p.can('member');
  const canDelete = p.can('admin');
  const add = p.canCreate ? () => setAdding(true) : undefined;

  // Deleted contacts vanish at once; the counts follow until the refetched pages arrive.
  const loaded = list.contacts;
  const contacts = useMemo(() => loaded?.filter((c) => !bulk.hidden.has(c.id) && !deleteAll.hidden.has(c.id)), [loaded, bulk.hidden, deleteAll.hidden]);
  const hiddenHere = (loaded?.length ?? 0) - (contacts?.length ?? 0);
  const total = list.totalCount === undefined ? undefined : Math.max(0, list.totalCount - hiddenHere);

  // A selection belongs to the cards on screen: another search, sort or filter starts afresh.
  const { clear: clearCards, selectAll, selected, toggle } = selection;
  const { clear: clearMatching } = matching;
  const clearSelection = useCallback(() => {
    clearCards();
    clearMatching();
  }, [clearCards, clearMatching]);
  useEffect(() => clearSelection(), [clearSelection, q.query]);
  useEscapeKey(selection.active || matching.on, clearSelection);

  const deleteSelected = async () => {
    const result = await bulk.run([...selected]);
    selectAll(result.failed);
  };
  // "Select all N matching": the API deletes the whole search, less the cards unticked since.
  const deleteMatching = async () => {
    const query = q.matching;
    const exceptIds = [...matching.excluded];
    const loadedIds = (contacts ?? []).map((c) => c.id);
    const count = (total ?? 0) - exceptIds.length;
    if (await deleteAll.run({ query, count, countCapped: list.totalCountCapped, exceptIds, loadedIds })) clearSelection();
  };
  // A long press enters multi-select with that card selected (kept stable for the memoised cards).
  const selectedRef = useRef(selected);
  selectedRef.current = selected;
  const onLongPress = useCallback((id: string) => selectAll([...selectedRef.current, id]), [selectAll]);
  const ignore = useCallback(() => undefined, []);
  const editCount = matching.on ? Math.max(0, (total ?? 0) - matching.excluded.size) : selected.size;
  const editTarget = () => bulkEditTarget(matching.on, q.matching, matching.on ? matching.excluded : selected);
  const nameOf = useCallback(
    (id: string) => {
      const contact = contacts?.find((c) => c.id === id);
      return contact ? contactDisplayName(contact) : id;
    },
    [contacts],
  );
  const tableSelection = useTableSelection(selection, matching, nameOf);
  const tail = <ListTail loadingMore={list.loadingMore} error={list.error} onRetry={list.retry} />;

  return (
    <StyledPage>
      <ContactsHeader
        total={total}
        totalCapped={list.totalCountCapped}
        view={q.view}
        onViewChange={q.setView}
        onAdd={add}
        canImport={canDelete}
        filter={q.matching}
      />
      <ViewBar list={q.list} />
      <ContactsToolbar
        query={q}
        view={q.view}
        onViewChange={q.setView}
        selection={
          canSelect ? (
            <SelectionBar
              active={selection.active || matching.on}
              selectedCount={selected.size}
              total={contacts?.length ?? 0}
              deleting={bulk.busy || deleteAll.busy}
              onSelectAll={() => selectAll((contacts ?? []).map((c) => c.id))}
              onUnselectAll={clearSelection}
              onDelete={canDelete ? () => void (matching.on ? deleteMatching() : deleteSelected()) : undefined}
              actions={
                <BulkEditControl
                  count={editCount}
                  capped={matching.on && list.totalCountCapped}
                  target={editTarget}
                  run={edit.run}
                  busy={edit.busy}
                  onDone={clearSelection}
                />
              }
              matchingCount={total}
              matchingCapped={list.totalCountCapped}
              onSelectAllMatching={matching.start}
              allMatching={matching.on}
              excludedCount={matching.excluded.size}
              noun={t('contacts.selection.noun')}
            />
          ) : null
        }
      />
      <BulkEditProgressPanel progress={edit.progress} />
      <FilterBar fields={fields} filter={q.filter} onChange={q.setFilter} />
      <ContactsContent
        contacts={contacts}
        error={list.error}
        filtered={q.filtered && !q.onlyMine}
        mine={q.onlyMine}
        onRetry={list.retry}
        onAdd={add}
        canImport={canDelete}
        onClearFilters={Object.keys(q.filter).length ? () => q.setFilter({}) : undefined}
      >
        {table ? (
          <Suspense fallback={<ContactsListSkeleton />}>
            <ContactsTable
              contacts={contacts ?? []}
              columns={q.columns}
              onColumnsChange={q.setColumns}
              sort={{ by: q.sortBy, order: q.sortOrder }}
              onSortChange={({ by, order }) => q.setSort(by as ContactSortField, order)}
              selection={canSelect ? tableSelection : undefined}
              totalRows={total}
              onOpen={setQuickView}
              onEndReached={list.loadMore}
              after={tail}
            />
          </Suspense>
        ) : (
          <VirtualContacts
            contacts={contacts ?? []}
            view={q.view}
            selectMode={canSelect && (selection.active || matching.on)}
            isSelected={matching.on ? matching.isSelected : selection.isSelected}
            onOpen={setQuickView}
            onToggle={canSelect ? (matching.on ? matching.toggle : toggle) : ignore}
            onLongPress={canSelect ? onLongPress : ignore}
            onEndReached={list.loadMore}
            after={tail}
          />
        )}
        <ContactsFooter shown={contacts?.length ?? 0} total={total ?? 0} />
      </ContactsContent>
      <Suspense fallback={null}>
        {quickView ? <ContactPanel contactId={quickView.id} initial={quickView} onClose={() => setQuickView(null)} /> : null}
        {adding ? <ContactFormPanel open onClose={() => setAdding(false)} /> : null}
      </Suspense>
    </StyledPage>
  );
}
