import { useMemo } from 'react';
import styled from 'styled-components';
import { usePermissions } from '@meridian/shared/app';
import { useMembers } from '@meridian/shared/data';
import { formatCount, formatDate } from '@meridian/shared/format';
import { COMPANY_SORT_KEYS, type Company } from '@meridian/shared/model';
import { DataTable, type TableColumn, type TableOption, type TableSelection, type TableSort, type ViewColumn } from '@meridian/shared/table';
import { useT, type CompaniesKey } from '../../../i18n';
import { useCompanyCellSave } from '../hooks/useCompanyCellSave';
import { industryOptions, sizeOptions } from '../utils/companyFieldOptions';
import { companyOwner } from '../utils/companyOwner';
import { industryLabel } from '../utils/industryLabel';
import { sizeName } from '../utils/sizeLabel';
import { websiteLabel } from '../utils/websiteLabel';
import { CompanyLogo } from './CompanyLogo';

export interface CompaniesTableProps {
  companies: readonly Company[];
  columns: readonly ViewColumn[];
  onColumnsChange: (columns: ViewColumn[]) => void;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  selection?: TableSelection;
  onOpen: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

const StyledLink = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover > span {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  }
`;

const StyledName = styled(StyledLink)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The headers the form's labels already name; the others are companies.table.<key>. */
const HEADERS: Partial<Record<string, CompaniesKey>> = { phone: 'companies.field.phone', email: 'companies.field.email', owner: 'companies.form.owner' };

const text = (value: string | null | undefined) => <span>{value || ''}</span>;

/**
 * The companies' table layout (docs/PRODUCT.md §2 "The table"): the shared table with the
 * company's columns; the form's fields and the owner edit in place with the form's rules.
 */
export function CompaniesTable({ companies, columns, onColumnsChange, sort, onSortChange, selection, onOpen, onViewContacts }: CompaniesTableProps) {
  const t = useT();
  const p = usePermissions();
  const { members, myId, nameOf } = useMembers();
  const save = useCompanyCellSave();

  const owners = useMemo<TableOption[]>(() => {
    // As the form: where only owners and admins edit others' records, a member may pick only themselves.
    const onlySelf = !p.can('admin') && p.recordAccess !== 'everyone_edits';
    const listed = onlySelf ? members.filter((m) => m.id === myId) : members;
    return [...(onlySelf ? [] : [{ value: '', label: t('companies.form.noOwner') }]), ...listed.map((m) => ({ value: m.id, label: m.name }))];
  }, [members, myId, p, t]);

  const definitions = useMemo<TableColumn<Company>[]>(() => {
    const header = (key: string) => t(HEADERS[key] ?? (`companies.table.${key}` as CompaniesKey));
    const field = (key: 'phone' | 'email', input: 'tel' | 'email') => ({
      key,
      header: header(key),
      width: key === 'email' ? 220 : 160,
      title: (c: Company) => c[key] ?? undefined,
      cell: (c: Company) => text(c[key]),
      edit: { value: (c: Company) => c[key] ?? '', input },
    });
    return [
      {
        key: 'name',
        header: header('name'),
        width: 240,
        title: (c) => c.name,
        cell: (c) => (
          <StyledName type="button" tabIndex={-1} onClick={() => onOpen(c)}>
            <CompanyLogo company={c} size="sm" />
            <span>{c.name}</span>
          </StyledName>
        ),
        onActivate: onOpen,
        edit: { value: (c) => c.name },
      },
      {
        key: 'industry',
        header: header('industry'),
        width: 160,
        cell: (c) => text(industryLabel(c.industry)),
        edit: { value: (c) => c.industry ?? '', options: [{ value: '', label: '—' }, ...industryOptions('')] },
      },
      {
        key: 'size',
        header: header('size'),
        width: 120,
        cell: (c) => text(sizeName(c.size)),
        edit: { value: (c) => c.size ?? '', options: [{ value: '', label: '—' }, ...sizeOptions()] },
      },
      {
        key: 'contacts',
        header: header('contacts'),
        width: 110,
        align: 'end',
        cell: (c) =>
          c.contact_count ? (
            <StyledLink
              type="button"
              tabIndex={-1}
              aria-label={t('companies.table.viewContacts', { count: c.contact_count, name: c.name })}
              onClick={() => onViewContacts(c)}
            >
              <span>{formatCount(c.contact_count)}</span>
            </StyledLink>
          ) : (
            text('0')
          ),
        onActivate: (c) => (c.contact_count ? onViewContacts(c) : onOpen(c)),
      },
      {
        key: 'website',
        header: header('website'),
        width: 200,
        title: (c) => c.website ?? undefined,
        cell: (c) => text(websiteLabel(c.website ?? '')),
        edit: { value: (c) => c.website ?? '', input: 'url' },
      },
      field('phone', 'tel'),
      field('email', 'email'),
      {
        key: 'owner',
        header: header('owner'),
        width: 160,
        cell: (c) => text(nameOf(c.owner_id) ?? (c.owner_id ? t('companies.form.unknownMember') : '')),
        edit: { value: (c) => c.owner_id ?? '', options: owners },
      },
      { key: 'created_at', header: header('created_at'), width: 140, cell: (c) => text(formatDate(c.created_at)) },
      { key: 'updated_at', header: header('updated_at'), width: 140, cell: (c) => text(formatDate(c.updated_at)) },
    ];
  }, [t, onOpen, onViewContacts, nameOf, owners]);

  return (
    <DataTable<Company>
      label={t('companies.table.label')}
      rows={companies}
      definitions={definitions}
      columns={columns}
      onColumnsChange={onColumnsChange}
      sortKeys={COMPANY_SORT_KEYS}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      onSave={p.canCreate ? save : undefined}
      canEdit={(c) => p.canEdit(companyOwner(c))}
      data-testid="companies-table"
    />
  );
}
