// Migrations are listed in code rather than read from a folder, so they run the same from
// `src` (tsx, jest) and from `dist` (node), with no file-extension or glob differences.
// Append new ones; never rename or edit one that has shipped.
import type { Migration, MigrationProvider } from 'kysely';
import type { DialectName } from '../db/dialect';
import { coreTables } from './0001-core-tables';
import { searchIndexes } from './0002-search-indexes';
import { contactList } from './0003-contact-list';
import { companyIndexes } from './0004-company-indexes';
import { pipelineIndexes } from './0005-pipeline';
import { contactEmailIndex } from './0006-contact-email-index';
import { searchDetail } from './0007-search-detail';
import { importResults } from './0008-import-results';
import { contactDeleteBatches } from './0009-contact-delete-batches';
import { orgVersions } from './0010-org-versions';
import { searchDocuments } from './0011-search-documents';
import { deals } from './0012-deals';
import { importBatches } from './0013-import-batches';
import { userPreferences } from './0014-user-preferences';
import { memberRoles } from './0015-member-roles';
import { recordAccess } from './0016-record-access';
import { auditEvents } from './0017-audit-events';
import { activities } from './0018-activities';
import { recordKeys } from './0019-record-keys';
import { mergeBatches } from './0020-merge-batches';
import { listFilters } from './0021-list-filters';
import { savedViews } from './0022-saved-views';
import { bulkEdits } from './0023-bulk-edits';
import { pipelineShapes } from './0024-pipeline-shapes';
import { exchangeRates } from './0025-exchange-rates';
import { dashboardIndexes } from './0027-dashboard-indexes';
import { entriesPerPipeline } from './0026-entries-per-pipeline';
import { trash } from './0028-trash';
import { exportLinks } from './0029-export-links';
import { ownerLiveIndex } from './0030-owner-live-index';
import { contactOwnerCounts } from './0031-contact-owner-counts';

export function migrationProvider(dialect: DialectName): MigrationProvider {
  const migrations: Record<string, Migration> = {
    '0001-core-tables': coreTables(dialect),
    '0002-search-indexes': searchIndexes(dialect),
    '0003-contact-list': contactList(dialect),
    '0004-company-indexes': companyIndexes,
    '0005-pipeline': pipelineIndexes(),
    '0006-contact-email-index': contactEmailIndex(dialect),
    '0007-search-detail': searchDetail(dialect),
    '0008-import-results': importResults,
    '0009-contact-delete-batches': contactDeleteBatches,
    '0010-org-versions': orgVersions(dialect),
    '0011-search-documents': searchDocuments(dialect),
    '0012-deals': deals(dialect),
    '0013-import-batches': importBatches(dialect),
    '0014-user-preferences': userPreferences,
    '0015-member-roles': memberRoles(dialect),
    '0016-record-access': recordAccess(dialect),
    '0017-audit-events': auditEvents(dialect),
    '0018-activities': activities(dialect),
    '0019-record-keys': recordKeys(dialect),
    '0020-merge-batches': mergeBatches(dialect),
    '0021-list-filters': listFilters(dialect),
    '0022-saved-views': savedViews,
    '0023-bulk-edits': bulkEdits(dialect),
    '0024-pipeline-shapes': pipelineShapes(dialect),
    '0025-exchange-rates': exchangeRates(dialect),
    '0027-dashboard-indexes': dashboardIndexes,
    '0026-entries-per-pipeline': entriesPerPipeline(dialect),
    '0028-trash': trash(dialect),
    '0029-export-links': exportLinks,
    '0030-owner-live-index': ownerLiveIndex(dialect),
    '0031-contact-owner-counts': contactOwnerCounts(dialect),
  };
  return { getMigrations: async () => migrations };
}
