import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePageTitle, usePermissions } from '@meridian/shared/app';
import type { Contact } from '@meridian/shared/model';
import { PHONE_MEDIA, SelectionBar, space, useEscapeKey, useMultiSelect } from '@meridian/shared/ui';
import { FilterBar, ViewBar } from '@meridian/shared/views';
import { useT } from '../../../i18n';
import { useContactBulkDelete } from '../hooks/useContactBulkDelete';
import { useContactsInfinite } from '../hooks/useContactsInfinite';
import { useContactsQuery } from '../hooks/useContactsQuery';
import { useDeleteMatching } from '../hooks/useDeleteMatching';
import { useSelectAllMatching } from '../hooks/useSelectAllMatching';
import { ContactsContent } from './ContactsContent';
import { ContactsFooter } from './ContactsFooter';
import { ContactsHeader } from './ContactsHeader';
import { ContactsToolbar } from './ContactsToolbar';
import { useFilterNames } from '../hooks/useFilterNames';
import { contactFilterFields } from '../utils/contactFilterFields';
import { ListTail } from './ListTail';
import { VirtualContacts } from './VirtualContacts';

// Not needed for the first screen: fetched when a contact is first opened or added.
const ContactPanel = lazy(() => import('./ContactPanel').then((m) => ({ default: m.ContactPanel })));
const ContactFormPanel = lazy(() => import('./ContactFormPanel').then((m) => ({ default: m.ContactFormPanel })));

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
  const [quickView, setQuickView] = useState<Contact | null>(null);
  const [adding, setAdding] = useState(false);
  // Selecting is only for bulk delete, which only admins may do (the API refuses anyone else).
  const p = usePermissions();
  const bulkAllowed = p.can('admin');
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

  return (
    <StyledPage>
      <ContactsHeader
        total={total}
        totalCapped={list.totalCountCapped}
        view={q.view}
        onViewChange={q.setView}
        onAdd={add}
        canImport={bulkAllowed}
        filter={q.matching}
      />
      <ViewBar list={q.list} />
      <ContactsToolbar
        query={q}
        view={q.view}
        onViewChange={q.setView}
        selection={
          bulkAllowed ? (
            <SelectionBar
              active={selection.active || matching.on}
              selectedCount={selected.size}
              total={contacts?.length ?? 0}
              deleting={bulk.busy || deleteAll.busy}
              onSelectAll={() => selectAll((contacts ?? []).map((c) => c.id))}
              onUnselectAll={clearSelection}
              onDelete={() => void (matching.on ? deleteMatching() : deleteSelected())}
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
      <FilterBar fields={fields} filter={q.filter} onChange={q.setFilter} />
      <ContactsContent
        contacts={contacts}
        error={list.error}
        filtered={q.filtered && !q.onlyMine}
        mine={q.onlyMine}
        onRetry={list.retry}
        onAdd={add}
        canImport={bulkAllowed}
        onClearFilters={Object.keys(q.filter).length ? () => q.setFilter({}) : undefined}
      >
        <VirtualContacts
          contacts={contacts ?? []}
          view={q.view}
          selectMode={bulkAllowed && (selection.active || matching.on)}
          isSelected={matching.on ? matching.isSelected : selection.isSelected}
          onOpen={setQuickView}
          onToggle={bulkAllowed ? (matching.on ? matching.toggle : toggle) : ignore}
          onLongPress={bulkAllowed ? onLongPress : ignore}
          onEndReached={list.loadMore}
          after={<ListTail loadingMore={list.loadingMore} error={list.error} onRetry={list.retry} />}
        />
        <ContactsFooter shown={contacts?.length ?? 0} total={total ?? 0} />
      </ContactsContent>
      <Suspense fallback={null}>
        {quickView ? <ContactPanel contactId={quickView.id} initial={quickView} onClose={() => setQuickView(null)} /> : null}
        {adding ? <ContactFormPanel open onClose={() => setAdding(false)} /> : null}
      </Suspense>
    </StyledPage>
  );
}
