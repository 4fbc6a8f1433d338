import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { CONTACT_SORT_KEYS, type Contact } from '@meridian/shared/model';
import { usePermissions } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import { contactCompany, contactDisplayName, formatDate, formatDay, formatMoney } from '@meridian/shared/format';
import { DataTable, type TableColumn, type TableOption, type TableSelection, type TableSort, type ViewColumn } from '@meridian/shared/table';
import { StageBadge } from '@meridian/shared/ui';
import { useT, type ContactsKey } from '../../../i18n';
import { useContactCellSave } from '../hooks/useContactCellSave';

/** What the list answer may carry beyond a Contact: the deal columns show only where it does. */
type ContactRow = Contact & { deal_value?: string | null; deal_currency?: string | null; close_date?: string | null };

export interface ContactsTableProps {
  contacts: readonly Contact[];
  columns: readonly ViewColumn[];
  onColumnsChange: (columns: ViewColumn[]) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  selection?: TableSelection;
  totalRows?: number;
  onOpen: (contact: Contact) => void;
  onEndReached?: () => void;
  after?: ReactNode;
}

const StyledName = styled.button`
  overflow: hidden;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  text-overflow: ellipsis;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;

const muted = (text: string | null | undefined) => <span>{text || ''}</span>;

/** Columns the list answer does not carry yet: offered only when the loaded rows have them. */
const NEEDS: Partial<Record<string, keyof ContactRow>> = { deal_value: 'deal_value', close_date: 'close_date' };

/**
 * The contacts' table layout (docs/PRODUCT.md §2 "The table"): the shared table with the
 * contact's columns; email, phone, tags and owner edit in place with the form's rules.
 */
export function ContactsTable({
  contacts,
  columns,
  onColumnsChange,
  sort,
  onSortChange,
  selection,
  totalRows,
  onOpen,
  onEndReached,
  after,
}: ContactsTableProps) {
  const t = useT();
  const p = usePermissions();
  const { members, myId, nameOf } = useMembers();
  const save = useContactCellSave();

  const owners = useMemo<TableOption[]>(() => {
    // As the form: where only owners and admins edit others' records, a member may pick only themselves.
    const onlySelf = !p.can('admin') && p.recordAccess !== 'everyone_edits';
    const listed = onlySelf ? members.filter((m) => m.id === myId) : members;
    return [...(onlySelf ? [] : [{ value: '', label: t('contacts.form.noOwner') }]), ...listed.map((m) => ({ value: m.id, label: m.name }))];
  }, [members, myId, p, t]);

  const definitions = useMemo(() => {
    const header = (key: string) => t(`contacts.table.column.${key}` as ContactsKey);
    const all: TableColumn<ContactRow>[] = [
      {
        key: 'name',
        header: header('name'),
        width: 220,
        title: contactDisplayName,
        cell: (c) => (
          <StyledName type="button" tabIndex={-1} onClick={() => onOpen(c)}>
            {contactDisplayName(c)}
          </StyledName>
        ),
        onActivate: onOpen,
      },
      {
        key: 'email',
        header: header('email'),
        width: 240,
        title: (c) => c.email ?? undefined,
        cell: (c) => muted(c.email),
        edit: { value: (c) => c.email ?? '', input: 'email' },
      },
      {
        key: 'phone',
        header: header('phone'),
        width: 160,
        title: (c) => c.phone ?? undefined,
        cell: (c) => muted(c.phone),
        edit: { value: (c) => c.phone ?? '', input: 'tel' },
      },
      { key: 'company', header: header('company'), width: 180, title: (c) => contactCompany(c) || undefined, cell: (c) => muted(contactCompany(c)) },
      {
        key: 'owner',
        header: header('owner'),
        width: 160,
        cell: (c) => muted(nameOf(c.owner_id) ?? (c.owner_id ? t('contacts.form.unknownMember') : '')),
        edit: { value: (c) => c.owner_id ?? '', options: owners },
      },
      { key: 'tags', header: header('tags'), width: 180, title: (c) => c.tags ?? undefined, cell: (c) => muted(c.tags), edit: { value: (c) => c.tags ?? '' } },
      { key: 'stage', header: header('stage'), width: 160, cell: (c) => (c.stage_name ? <StageBadge name={c.stage_name} color={c.stage_color} /> : null) },
      {
        key: 'deal_value',
        header: header('deal_value'),
        width: 140,
        align: 'end',
        cell: (c) => muted(c.deal_value && c.deal_currency ? formatMoney(c.deal_value, c.deal_currency) : ''),
      },
      { key: 'close_date', header: header('close_date'), width: 140, cell: (c) => muted(c.close_date ? formatDay(c.close_date) : '') },
      { key: 'created_at', header: header('created_at'), width: 140, cell: (c) => muted(formatDate(c.created_at)) },
      { key: 'updated_at', header: header('updated_at'), width: 140, cell: (c) => muted(formatDate(c.updated_at)) },
    ];
    const rows = contacts as readonly ContactRow[];
    return all.filter((d) => !NEEDS[d.key] || rows.some((c) => c[NEEDS[d.key]!] !== undefined));
  }, [t, onOpen, nameOf, owners, contacts]);

  return (
    <DataTable<ContactRow>
      label={t('contacts.list.label')}
      rows={contacts}
      definitions={definitions}
      columns={columns}
      onColumnsChange={onColumnsChange}
      sortKeys={CONTACT_SORT_KEYS}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      onSave={p.canCreate ? save : undefined}
      canEdit={(c) => p.canEdit(c.owner_id ?? null)}
      totalRows={totalRows}
      onEndReached={onEndReached}
      after={after}
      data-testid="contacts-table"
    />
  );
}
