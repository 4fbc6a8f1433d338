// The organisation archive's format (docs/ARCHITECTURE.md §5 "Organisation export and import"):
// one CSV file per kind of record, UTF-8 with a byte order mark, RFC 4180 quoting, the first row
// the column names, plus attachments/<id>/<name> for each file's bytes and manifest.json. Values
// are written as stored (no formula escaping: the file is for moving data, and must read back
// byte for byte). Each column has a kind: text, or a number, and whether it may be null; an
// empty cell is null where the column may be null, else ''. References are remapped on import:
// every record gets a new id, and members are matched by email.

/** The format this version writes; an import refuses any other. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const ATTACHMENTS_DIR = 'attachments/';

/** s: nullable text, S: text, n: nullable number, N: number. */
export type ColumnKind = 's' | 'S' | 'n' | 'N';

/**
 * How a column points at another record on import. `rec`: a record of `table` in the archive,
 * else the row is skipped (`required`) or the column null; `member`: a member matched by email
 * (else the importer, or null when `nullable`); `keep`: remapped when the archive had that id
 * (a custom activity type), else kept (a built-in type's key).
 */
export type Ref =
  { kind: 'rec'; table: ArchiveTable; required?: boolean } | { kind: 'member'; nullable?: boolean } | { kind: 'keep'; table: ArchiveTable } | { kind: 'any' };

export type ArchiveTable =
  | 'members'
  | 'settings'
  | 'rates'
  | 'companies'
  | 'contacts'
  | 'pipelines'
  | 'stages'
  | 'deals'
  | 'history'
  | 'notes'
  | 'attachments'
  | 'activity_types'
  | 'activities'
  | 'views'
  | 'audit';

export interface TableSpec {
  name: ArchiveTable;
  /** The table it is read from and written to. */
  source:
    | 'members'
    | 'organisation_settings'
    | 'exchange_rates'
    | 'companies'
    | 'contacts'
    | 'pipelines'
    | 'stages'
    | 'pipeline_entries'
    | 'pipeline_history'
    | 'notes'
    | 'attachments'
    | 'activity_types'
    | 'activities'
    | 'saved_views'
    | 'audit_events';
  /** Columns in file order; `id` first where the table has one. */
  columns: Readonly<Record<string, ColumnKind>>;
  refs?: Readonly<Record<string, Ref>>;
  /** Keyed by something else than an id (no remapping of its own rows). */
  keyless?: boolean;
}

const member: Ref = { kind: 'member' };
const memberOrNull: Ref = { kind: 'member', nullable: true };
const contact: Ref = { kind: 'rec', table: 'contacts', required: true };
const pipeline: Ref = { kind: 'rec', table: 'pipelines', required: true };
const stamps = { created_at: 'S', updated_at: 'S' } as const;

/** In the order an import writes them: every table after those it points at. */
export const ARCHIVE_TABLES: readonly TableSpec[] = [
  { name: 'members', source: 'members', columns: { id: 'S', name: 'S', email: 'S', role: 's', removed_at: 's' } },
  { name: 'settings', source: 'organisation_settings', keyless: true, columns: { default_currency: 'S', record_access: 'S', updated_at: 'S' } },
  {
    name: 'rates',
    source: 'exchange_rates',
    keyless: true,
    columns: { currency: 'S', valid_from: 'S', rate: 'S', updated_at: 'S', updated_by: 's' },
    refs: { updated_by: memberOrNull },
  },
  {
    name: 'companies',
    source: 'companies',
    columns: {
      id: 'S',
      name: 'S',
      description: 's',
      website: 's',
      phone: 's',
      email: 's',
      address: 's',
      industry: 's',
      size: 's',
      logo_url: 's',
      owner_id: 's',
      ...stamps,
    },
    refs: { owner_id: memberOrNull },
  },
  {
    name: 'contacts',
    source: 'contacts',
    columns: { id: 'S', first: 'S', last: 'S', email: 's', phone: 's', company: 's', company_id: 's', tags: 's', owner_id: 's', ...stamps },
    refs: { company_id: { kind: 'rec', table: 'companies' }, owner_id: memberOrNull },
  },
  { name: 'pipelines', source: 'pipelines', columns: { id: 'S', name: 'S', is_default: 'n', created_at: 'S' } },
  {
    name: 'stages',
    source: 'stages',
    columns: { id: 'S', pipeline_id: 'S', name: 'S', color: 'S', position: 'N', probability: 'N', outcome: 's' },
    refs: { pipeline_id: pipeline },
  },
  {
    name: 'deals',
    source: 'pipeline_entries',
    columns: {
      id: 'S',
      contact_id: 'S',
      pipeline_id: 'S',
      stage_id: 'S',
      entered_at: 'S',
      updated_at: 'S',
      value_minor: 's',
      currency: 's',
      close_date: 's',
      owner_id: 's',
      next_step: 's',
    },
    refs: { contact_id: contact, pipeline_id: pipeline, stage_id: { kind: 'rec', table: 'stages', required: true }, owner_id: memberOrNull },
  },
  {
    name: 'history',
    source: 'pipeline_history',
    columns: {
      id: 'S',
      contact_id: 'S',
      pipeline_id: 'S',
      stage_id: 's',
      stage_name: 'S',
      changed_at: 'S',
      changed_by: 's',
      notes: 's',
      kind: 'S',
      field: 's',
      old_value: 's',
      new_value: 's',
    },
    refs: { contact_id: contact, pipeline_id: pipeline, stage_id: { kind: 'rec', table: 'stages' }, changed_by: memberOrNull },
  },
  { name: 'notes', source: 'notes', columns: { id: 'S', contact_id: 'S', body: 'S', ...stamps }, refs: { contact_id: contact } },
  {
    name: 'attachments',
    source: 'attachments',
    columns: { id: 'S', contact_id: 'S', filename: 'S', mime_type: 'S', size: 'N', uploaded_at: 'S' },
    refs: { contact_id: contact },
  },
  { name: 'activity_types', source: 'activity_types', columns: { id: 'S', name: 'S', created_at: 'S' } },
  {
    name: 'activities',
    source: 'activities',
    columns: {
      id: 'S',
      type: 'S',
      subject: 'S',
      due_at: 'S',
      all_day: 'N',
      duration_minutes: 'n',
      note: 's',
      assignee_id: 'S',
      created_by: 'S',
      contact_id: 's',
      company_id: 's',
      deal_entry_id: 's',
      done_at: 's',
      done_by: 's',
      remind_at: 'S',
      reminded_at: 's',
      ...stamps,
    },
    refs: {
      type: { kind: 'keep', table: 'activity_types' },
      assignee_id: member,
      created_by: member,
      contact_id: { kind: 'rec', table: 'contacts' },
      company_id: { kind: 'rec', table: 'companies' },
      deal_entry_id: { kind: 'rec', table: 'deals' },
      done_by: memberOrNull,
    },
  },
  {
    name: 'views',
    source: 'saved_views',
    columns: { id: 'S', object: 'S', name: 'S', shared: 'N', created_by: 'S', settings: 'S', ...stamps },
    refs: { created_by: member },
  },
  {
    name: 'audit',
    source: 'audit_events',
    columns: {
      id: 'S',
      at: 'S',
      actor_id: 's',
      actor_name: 's',
      action: 'S',
      record_type: 'S',
      record_id: 's',
      record_name: 's',
      contact_id: 's',
      company_id: 's',
      changes: 'S',
      details: 'S',
    },
    refs: {
      actor_id: memberOrNull,
      record_id: { kind: 'any' },
      contact_id: { kind: 'rec', table: 'contacts' },
      company_id: { kind: 'rec', table: 'companies' },
    },
  },
];

export const fileOf = (table: ArchiveTable) => `${table}.csv`;

/** Where a file's bytes are: its id, then its name made safe as one path segment. */
export function attachmentPath(id: string, filename: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const safe = filename.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^\.+$/, '_') || 'file';
  return `${ATTACHMENTS_DIR}${id}/${safe}`;
}

/** The manifest: what the archive holds, as written. */
export interface ArchiveManifest {
  format: number;
  app: string;
  version: string;
  organisation: string;
  exported_at: string;
  counts: Partial<Record<ArchiveTable, number>>;
  /** What the export leaves out, in words (deleted records, undo and job state). */
  excluded: string;
}
