// An organisation archive brought into an empty organisation (docs/ARCHITECTURE.md §5
// "Organisation export and import"), in one transaction: all of it or nothing. Tables are read in
// the archive's order (each after those it points at); every record gets a new id and every
// reference is remapped through the ids given so far; members are matched by email to the
// organisation's active members, and records of members not found go to the importer. A row
// pointing at a record the archive does not hold, where it must, is skipped and counted.
import type { OrgImportAnswer } from '@meridian/contract';
import { uuidv7 } from 'uuidv7';
import type { TenantScope } from '../db/tenant-scope';
import type { TenantTable } from '../db/schema';
import { orgImportRepository, ORG_IMPORT_BATCH } from '../repositories/org-import';
import { ARCHIVE_TABLES, attachmentPath, fileOf, type ArchiveTable, type ColumnKind, type Ref, type TableSpec } from './archive-format';
import { ArchiveRefused, type OpenArchive } from './import-archive';

type Row = Record<string, string | number | null>;

/** The largest file the import reads into memory at once (the attachment upload's limit is far below). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;

/** Tables whose new ids are kept to remap references (not the audit trail or history: nothing points at them). */
const REFERENCED = new Set<ArchiveTable>([
  'companies',
  'contacts',
  'pipelines',
  'stages',
  'deals',
  'notes',
  'attachments',
  'activity_types',
  'activities',
  'views',
]);

function cellValue(cell: string, kind: ColumnKind, file: string): string | number | null {
  if (kind === 'S') return cell;
  if (cell === '') return kind === 'N' ? invalid(file) : null;
  if (kind === 's') return cell;
  const number = Number(cell);
  return Number.isFinite(number) ? number : invalid(file);
}

function invalid(file: string): never {
  throw new ArchiveRefused(400, 'org_import_file_invalid', { file });
}

export interface Importer {
  id: string;
}

export async function importArchive(scope: TenantScope, archive: OpenArchive, importer: Importer): Promise<OrgImportAnswer> {
  return scope.transaction(async (tx) => {
    const repository = orgImportRepository(tx);
    if (!(await repository.isEmpty())) throw new ArchiveRefused(409, 'org_import_not_empty');
    await repository.clearDefaults();
    const here = await repository.membersByEmail();
    const members = new Map<string, string>();
    const ids = new Map<ArchiveTable, Map<string, string>>();
    const counts: Record<string, number> = {};
    let skipped = 0;
    let matched = 0;
    let unmatched = 0;

    const anyId = (value: string) => {
      for (const map of ids.values()) {
        const found = map.get(value);
        if (found) return found;
      }
      return value;
    };
    /** The row with its references remapped; undefined when a reference it needs is not in the archive. */
    const remap = (spec: TableSpec, row: Row): Row | undefined => {
      for (const [column, ref] of Object.entries(spec.refs ?? {}) as [string, Ref][]) {
        const value = row[column];
        if (ref.kind === 'member') {
          if (value === null && ref.nullable) continue;
          row[column] = (value !== null && members.get(String(value))) || importer.id;
        } else if (value === null) {
          continue;
        } else if (ref.kind === 'rec') {
          const to = ids.get(ref.table)?.get(String(value));
          if (to) row[column] = to;
          else if (ref.required) return undefined;
          else row[column] = null;
        } else if (ref.kind === 'keep') {
          row[column] = ids.get(ref.table)?.get(String(value)) ?? value;
        } else {
          row[column] = anyId(String(value));
        }
      }
      return row;
    };

    async function* records(spec: TableSpec): AsyncGenerator<Row> {
      const file = fileOf(spec.name);
      if (!archive.has(file)) return;
      const columns = Object.entries(spec.columns);
      let at: number[] | undefined;
      for await (const cells of archive.rows(file)) {
        if (!at) {
          at = columns.map(([name]) => cells.indexOf(name));
          if (at.some((i) => i < 0)) invalid(file);
          continue;
        }
        const row: Row = {};
        columns.forEach(([name, kind], i) => {
          const cell = cells[at![i]!];
          if (cell === undefined) invalid(file);
          row[name] = cellValue(cell, kind, file);
        });
        yield row;
      }
    }

    for (const spec of ARCHIVE_TABLES) {
      let count = 0;
      if (spec.name === 'members') {
        for await (const row of records(spec)) {
          const id = here.get(String(row.email).toLowerCase());
          if (id) members.set(String(row.id), id);
          if (id) matched++;
          else unmatched++;
          count++;
        }
      } else if (spec.name === 'settings') {
        for await (const row of records(spec)) {
          await repository.replaceSettings(row as { default_currency: string; record_access: string; updated_at: string });
          count++;
        }
      } else if (spec.name === 'rates') {
        const rows = [];
        for await (const row of records(spec)) rows.push(remap(spec, row)!);
        await repository.replaceRates(rows as never);
        count = rows.length;
      } else {
        const map = new Map<string, string>();
        if (REFERENCED.has(spec.name)) ids.set(spec.name, map);
        let batch: Row[] = [];
        for await (const read of records(spec)) {
          const oldId = String(read.id);
          const row = remap(spec, read);
          if (!row) {
            skipped++;
            continue;
          }
          row.id = uuidv7();
          if (REFERENCED.has(spec.name)) map.set(oldId, row.id);
          count++;
          if (spec.name === 'attachments') {
            const name = attachmentPath(oldId, String(row.filename));
            if (!archive.has(name)) invalid(name);
            const data = await archive.bytes(name, MAX_FILE_BYTES);
            await repository.insertFile({ ...(row as object), size: data.length } as never, data);
            continue;
          }
          batch.push(row);
          if (batch.length >= ORG_IMPORT_BATCH) {
            await repository.insert(spec.source as TenantTable, batch as never);
            batch = [];
          }
        }
        if (batch.length) await repository.insert(spec.source as TenantTable, batch as never);
      }
      counts[spec.name] = count;
    }
    return { counts, skipped, members_matched: matched, members_unmatched: unmatched };
  });
}
