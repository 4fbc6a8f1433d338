import type { Db } from '../db/connect';

export interface Organisation {
  slug: string;
  name: string;
}

export async function findOrganisation(db: Db, slug: string): Promise<Organisation | undefined> {
  return db.selectFrom('organisations').select(['slug', 'name']).where('slug', '=', slug).executeTakeFirst();
}

export async function insertOrganisation(db: Db, org: Organisation, now: string): Promise<void> {
  await db.insertInto('organisations').values({ slug: org.slug, name: org.name, created_at: now }).execute();
}
