import { currentDay } from '@meridian/shared/format';
import { apiRequest, auditApi } from '@meridian/shared/api';
import { saveBlob } from '@meridian/shared/app';
import type { AuditFilters } from './useAuditLog';

/** The server's file name (Content-Disposition), or audit-YYYY-MM-DD.csv. */
function fileNameOf(response: Response): string {
  const disposition = response.headers?.get?.('Content-Disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || `audit-${currentDay()}.csv`;
}

/** Every event under the filters as CSV, fetched with the member's token like the app's other exports. */
export async function exportAuditCsv(filters: AuditFilters): Promise<void> {
  const response = await apiRequest<Response>(auditApi.csvPath(filters), { raw: true });
  saveBlob(await response.blob(), fileNameOf(response));
}
