// What a committed import recorded in its own transaction (migration 0008).
import type { TenantScope } from '../db/tenant-scope';

/** The summary (JSON) the import with this id committed, or undefined when it never committed. */
export async function committedImport(scope: TenantScope, importId: string): Promise<string | undefined> {
  const row = await scope.selectFrom('import_results').select('summary').where('id', '=', importId).executeTakeFirst();
  return row?.summary;
}
