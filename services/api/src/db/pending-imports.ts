// Every organisation's imports whose rows are still hidden (migration 0013): the job runner looks
// for those whose job has ended without publishing them (a crash while removing them) and removes them.
import type { Kysely } from 'kysely';
import type { Database } from './schema';

export function pendingImports(db: Kysely<Database>): Promise<{ id: string; org_slug: string }[]> {
  return db.selectFrom('pending_imports').select(['id', 'org_slug']).execute();
}
