import { pluralize } from '@meridian/shared/format';
import { Button, PageHeader, PlusIcon, ThemeToggle, ViewToggle, type ViewMode } from '@meridian/shared/ui';

export interface CompaniesHeaderProps {
  /** pagination.total; the count is left out until the first answer. */
  total: number | undefined;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  onAdd: () => void;
}

export function CompaniesHeader({ total, view, onViewChange, onAdd }: CompaniesHeaderProps) {
  return (
    <PageHeader
      title="Companies"
      subtitle={total === undefined ? undefined : pluralize(total, 'company')}
      actions={
        <>
          <ViewToggle value={view} onChange={onViewChange} />
          <Button variant="primary" onClick={onAdd}>
            <PlusIcon size={16} />
            Add Company
          </Button>
          <ThemeToggle />
        </>
      }
    />
  );
}
