import { currentDay } from '@meridian/shared/format';
import { useCallback, useState } from 'react';
import { importExportApi, type ContactExportQuery } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';
import { toast } from '@meridian/shared/ui';
import { t } from '../../../i18n';

/** The server's file name (Content-Disposition), or contacts-YYYY-MM-DD.csv. */
function fileNameOf(response: Response): string {
  const disposition = response.headers?.get?.('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || `contacts-${currentDay()}.csv`;
}

/**
 * 'Export CSV' in the import template's columns: the contacts the page lists, i.e. those of its
 * search and filters (every contact when there is none).
 */
export function useExportContacts(filter: ContactExportQuery = {}) {
  const [exporting, setExporting] = useState(false);
  const exportContacts = useCallback(async () => {
    setExporting(true);
    try {
      const response = await importExportApi.exportContacts(filter);
      saveBlob(await response.blob(), fileNameOf(response));
    } catch (error) {
      console.error('[contacts] export', error);
      toast.error(t('contacts.export.failed', { reason: (error as Error)?.message || t('contacts.export.unknownError') }));
    } finally {
      setExporting(false);
    }
  }, [filter]);
  return { exporting, exportContacts };
}
