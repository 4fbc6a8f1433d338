import type { Company } from '@meridian/shared/model';
import { formatCount } from '@meridian/shared/format';
import { Button, Checkbox, StyledVisuallyHidden } from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { industryLabel } from '../utils/industryLabel';
import { sizeName } from '../utils/sizeLabel';
import { StyledCellText, StyledCountButton, StyledNameButton, StyledNameCell, StyledTable, StyledTableScroll, StyledWebsiteCell } from './CompanyTable.styles';
import { CompanyLogo } from './CompanyLogo';
import { SortableHeader } from './SortableHeader';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyTableProps {
  companies: readonly Company[];
  isSelected: (id: string) => boolean;
  /** Absent where the user may not bulk delete: no checkbox column. */
  onToggle?: (id: string) => void;
  /** May change this company (role and record access): its Edit button. */
  canEdit: (company: Company) => boolean;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSort: (field: CompanySortField, order: SortOrder) => void;
  onOpen: (company: Company) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

/**
 * The list view: one compact row per company (name, industry, size, contacts, website), sorted by
 * a click on a column header. The checkboxes (bulk delete) are an admin's; Edit is on the rows the
 * user may change. Industry, size and website give way on a phone; the rest scrolls inside.
 */
export function CompanyTable({ companies, isSelected, onToggle, canEdit, sortBy, sortOrder, onSort, onOpen, onEdit, onViewContacts }: CompanyTableProps) {
  const t = useT();
  const sort = { sortBy, sortOrder, onSort };
  return (
    <StyledTableScroll data-view="list">
      <StyledTable aria-label={t('companies.table.label')}>
        <thead>
          <tr>
            {onToggle ? (
              <th scope="col" className="check">
                <StyledVisuallyHidden>{t('companies.table.select')}</StyledVisuallyHidden>
              </th>
            ) : null}
            <SortableHeader field="name" className="name" {...sort}>
              {t('companies.table.name')}
            </SortableHeader>
            <SortableHeader field="industry" className="industry optional" {...sort}>
              {t('companies.table.industry')}
            </SortableHeader>
            <SortableHeader field="size" className="size optional" {...sort}>
              {t('companies.table.size')}
            </SortableHeader>
            <th scope="col" className="numeric">
              {t('companies.table.contacts')}
            </th>
            <th scope="col" className="website optional">
              {t('companies.table.website')}
            </th>
            <th scope="col" className="actions">
              <StyledVisuallyHidden>{t('companies.table.actions')}</StyledVisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const selected = isSelected(company.id);
            const contacts = company.contact_count ?? 0;
            return (
              <tr key={company.id} data-selected={selected}>
                {onToggle ? (
                  <td className="check">
                    <Checkbox aria-label={t('companies.selectNamed', { name: company.name })} checked={selected} onChange={() => onToggle(company.id)} />
                  </td>
                ) : null}
                <td className="name">
                  <StyledNameCell>
                    <CompanyLogo company={company} size="sm" />
                    <StyledNameButton type="button" title={company.name} onClick={() => onOpen(company)}>
                      {company.name}
                    </StyledNameButton>
                  </StyledNameCell>
                </td>
                <td className="industry optional">
                  <StyledCellText title={company.industry ? industryLabel(company.industry) : undefined}>
                    {company.industry ? industryLabel(company.industry) : '-'}
                  </StyledCellText>
                </td>
                <td className="size optional">{company.size ? sizeName(company.size) : '-'}</td>
                <td className="numeric">
                  {contacts > 0 ? (
                    <StyledCountButton
                      type="button"
                      aria-label={t('companies.table.viewContacts', { count: contacts, name: company.name })}
                      onClick={() => onViewContacts(company)}
                    >
                      {formatCount(contacts)}
                    </StyledCountButton>
                  ) : (
                    '0'
                  )}
                </td>
                <td className="website optional">
                  <StyledWebsiteCell>{company.website?.trim() ? <WebsiteLink website={company.website} truncated /> : '-'}</StyledWebsiteCell>
                </td>
                <td className="actions">
                  {canEdit(company) ? (
                    <Button size="sm" variant="ghost" aria-label={t('companies.editNamed', { name: company.name })} onClick={() => onEdit(company)}>
                      {t('companies.edit')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
