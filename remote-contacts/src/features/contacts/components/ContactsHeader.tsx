import styled from 'styled-components';
import type { ContactExportQuery } from '@meridian/shared/api';
import { useNavigate } from '@meridian/shared/routing';
import { formatCount } from '@meridian/shared/format';
import {
  Button,
  DownloadIcon,
  DuplicatesIcon,
  IconButton,
  PageHeader,
  PHONE_MEDIA,
  PlusIcon,
  space,
  Spinner,
  UploadIcon,
  type ViewMode,
  ViewToggle,
} from '@meridian/shared/ui';
import { useT } from '../../../i18n';
import { usePhoneLayout } from '../../common/hooks/usePhoneLayout';
import { useExportContacts } from '../hooks/useExportContacts';
import { DUPLICATES_PATH } from '../utils/contactPaths';

export interface ContactsHeaderProps {
  /** pagination.totalCount, less the contacts just deleted; absent while loading. */
  total: number | undefined;
  /** `total` is a lower bound (the API stopped counting there): '10,000+ contacts'. */
  totalCapped?: boolean;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Absent for a read-only user: no Add Contact. */
  onAdd?: () => void;
  /** Import CSV is an admin's (the API refuses anyone else). */
  canImport?: boolean;
  /** The list's search, company and owner filters: Export CSV saves the contacts they list. */
  filter: ContactExportQuery;
}

/** On a phone the header is the title and one row of buttons, leaving the screen to the cards. */
const StyledHeader = styled(PageHeader)`
  ${PHONE_MEDIA} {
    margin-bottom: ${space(3)};
  }
`;

/**
 * Title, 'N contacts', grid/list toggle, Find duplicates, Import CSV (admins), Export CSV and Add Contact (members
 * and stronger) (the shell's header holds the theme toggle). On phones Find duplicates, Import and Export are icon buttons with the same names and
 * the grid/list toggle sits behind the toolbar's Filters button, so the buttons fit one row;
 * Add Contact keeps its words.
 */
export function ContactsHeader({ total, totalCapped = false, view, onViewChange, onAdd, canImport = true, filter }: ContactsHeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const { exporting, exportContacts } = useExportContacts(filter);
  const importCsv = () => navigate('/import');
  const exportLabel = exporting ? t('contacts.header.exporting') : t('contacts.header.export');
  const importLabel = t('contacts.header.import');
  const findLabel = t('contacts.duplicates.find');
  const findDuplicates = () => navigate(DUPLICATES_PATH);
  let subtitle: string | undefined;
  if (total !== undefined)
    subtitle = totalCapped ? t('contacts.header.countCapped', { count: formatCount(total) }) : t('contacts.header.count', { count: total });
  return (
    <StyledHeader
      title={t('contacts.page.title')}
      subtitle={subtitle}
      actions={
        <>
          {phone ? null : <ViewToggle value={view} onChange={onViewChange} />}
          {phone ? (
            <>
              <IconButton variant="secondary" aria-label={findLabel} title={findLabel} onClick={findDuplicates}>
                <DuplicatesIcon />
              </IconButton>
              {canImport ? (
                <IconButton variant="secondary" aria-label={importLabel} title={importLabel} onClick={importCsv}>
                  <UploadIcon />
                </IconButton>
              ) : null}
              <IconButton
                variant="secondary"
                aria-label={exportLabel}
                title={exportLabel}
                aria-busy={exporting || undefined}
                disabled={exporting || total === 0}
                onClick={exportContacts}
              >
                {exporting ? <Spinner size="sm" decorative /> : <DownloadIcon />}
              </IconButton>
            </>
          ) : (
            <>
              <Button onClick={findDuplicates}>
                <DuplicatesIcon size={14} />
                {findLabel}
              </Button>
              {canImport ? (
                <Button onClick={importCsv}>
                  <UploadIcon size={14} />
                  {importLabel}
                </Button>
              ) : null}
              <Button onClick={exportContacts} loading={exporting} disabled={total === 0}>
                <DownloadIcon size={14} />
                {exportLabel}
              </Button>
            </>
          )}
          {onAdd ? (
            <Button variant="primary" onClick={onAdd}>
              <PlusIcon size={14} />
              {t('contacts.header.add')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
