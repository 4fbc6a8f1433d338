import type { ContactExportQuery } from '@meridian/shared/api';
import { useNavigate } from '@meridian/shared/routing';
import { pluralize } from '@meridian/shared/format';
import { Button, DownloadIcon, PageHeader, PlusIcon, ThemeToggle, UploadIcon, ViewToggle, type ViewMode } from '@meridian/shared/ui';
import { useExportContacts } from '../hooks/useExportContacts';

export interface ContactsHeaderProps {
  /** pagination.totalCount, less the contacts just deleted; absent while loading. */
  total: number | undefined;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  onAdd: () => void;
  /** The list's search and company filter: Export CSV saves the contacts they list. */
  filter: ContactExportQuery;
}

/** Title, 'N contacts', grid/list toggle, Import CSV, Export CSV, Add Contact and the theme toggle. */
export function ContactsHeader({ total, view, onViewChange, onAdd, filter }: ContactsHeaderProps) {
  const navigate = useNavigate();
  const { exporting, exportContacts } = useExportContacts(filter);
  return (
    <PageHeader
      title="Contacts"
      subtitle={total === undefined ? undefined : pluralize(total, 'contact')}
      actions={
        <>
          <ViewToggle value={view} onChange={onViewChange} />
          <Button onClick={() => navigate('/import')}>
            <UploadIcon size={14} />
            Import CSV
          </Button>
          <Button onClick={exportContacts} loading={exporting} disabled={total === 0}>
            <DownloadIcon size={14} />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button variant="primary" onClick={onAdd}>
            <PlusIcon size={14} />
            Add Contact
          </Button>
          <ThemeToggle />
        </>
      }
    />
  );
}
