import type { Company } from '@meridian/shared/model';
import { capitalize, formatCount } from '@meridian/shared/format';
import { Button, Checkbox, StyledVisuallyHidden } from '@meridian/shared/ui';
import type { CompanySortField, SortOrder } from '../utils/companySortOptions';
import { StyledCellText, StyledCountButton, StyledNameButton, StyledNameCell, StyledTable, StyledTableScroll, StyledWebsiteCell } from './CompanyTable.styles';
import { CompanyLogo } from './CompanyLogo';
import { SortableHeader } from './SortableHeader';
import { WebsiteLink } from './WebsiteLink';

export interface CompanyTableProps {
  companies: readonly Company[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  sortBy: CompanySortField;
  sortOrder: SortOrder;
  onSort: (field: CompanySortField, order: SortOrder) => void;
  onOpen: (company: Company) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

/**
 * The list view: one compact row per company (name, industry, size, contacts, website), sorted by
 * a click on a column header. Industry, size and website give way on a phone; the rest scrolls inside.
 */
export function CompanyTable({ companies, isSelected, onToggle, sortBy, sortOrder, onSort, onOpen, onEdit, onViewContacts }: CompanyTableProps) {
  const sort = { sortBy, sortOrder, onSort };
  return (
    <StyledTableScroll data-view="list">
      <StyledTable aria-label="Companies">
        <thead>
          <tr>
            <th scope="col" className="check">
              <StyledVisuallyHidden>Select</StyledVisuallyHidden>
            </th>
            <SortableHeader field="name" {...sort}>
              Name
            </SortableHeader>
            <SortableHeader field="industry" className="optional" {...sort}>
              Industry
            </SortableHeader>
            <SortableHeader field="size" className="optional" {...sort}>
              Size
            </SortableHeader>
            <th scope="col" className="numeric">
              Contacts
            </th>
            <th scope="col" className="optional">
              Website
            </th>
            <th scope="col">
              <StyledVisuallyHidden>Actions</StyledVisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const selected = isSelected(company.id);
            const contacts = company.contact_count ?? 0;
            return (
              <tr key={company.id} data-selected={selected}>
                <td className="check">
                  <Checkbox aria-label={`Select ${company.name}`} checked={selected} onChange={() => onToggle(company.id)} />
                </td>
                <td>
                  <StyledNameCell>
                    <CompanyLogo company={company} size="sm" />
                    <StyledNameButton type="button" title={company.name} onClick={() => onOpen(company)}>
                      {company.name}
                    </StyledNameButton>
                  </StyledNameCell>
                </td>
                <td className="optional">
                  <StyledCellText title={company.industry ?? undefined}>{company.industry || '-'}</StyledCellText>
                </td>
                <td className="optional">{company.size ? capitalize(company.size) : '-'}</td>
                <td className="numeric">
                  {contacts > 0 ? (
                    <StyledCountButton
                      type="button"
                      aria-label={`View ${formatCount(contacts)} contacts of ${company.name}`}
                      onClick={() => onViewContacts(company)}
                    >
                      {formatCount(contacts)}
                    </StyledCountButton>
                  ) : (
                    '0'
                  )}
                </td>
                <td className="optional">
                  <StyledWebsiteCell>{company.website?.trim() ? <WebsiteLink website={company.website} truncated /> : '-'}</StyledWebsiteCell>
                </td>
                <td>
                  <Button size="sm" variant="ghost" aria-label={`Edit ${company.name}`} onClick={() => onEdit(company)}>
                    Edit
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
