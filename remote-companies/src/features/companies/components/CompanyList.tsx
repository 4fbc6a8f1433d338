import styled from 'styled-components';
import type { Company } from '@meridian/shared/model';
import { space, type MultiSelect, type ViewMode } from '@meridian/shared/ui';
import { CompanyCard } from './CompanyCard';

export interface CompanyListProps {
  companies: readonly Company[];
  view: ViewMode;
  selection: MultiSelect<string>;
  onOpen: (company: Company) => void;
  onLongPress: (id: string) => void;
  onEdit: (company: Company) => void;
  onViewContacts: (company: Company) => void;
}

const StyledGrid = styled.div<{ $view: ViewMode }>`
  display: grid;
  grid-template-columns: ${({ $view }) => ($view === 'grid' ? 'repeat(auto-fill, minmax(300px, 1fr))' : '1fr')};
  gap: ${({ $view }) => ($view === 'grid' ? space(4) : space(3))};
`;

/** The cards, as a grid or as a one-column list. */
export function CompanyList({ companies, view, selection, ...handlers }: CompanyListProps) {
  return (
    <StyledGrid $view={view} data-view={view}>
      {companies.map((company) => (
        <CompanyCard
          key={company.id}
          company={company}
          selectMode={selection.active}
          selected={selection.isSelected(company.id)}
          onToggle={selection.toggle}
          {...handlers}
        />
      ))}
    </StyledGrid>
  );
}
