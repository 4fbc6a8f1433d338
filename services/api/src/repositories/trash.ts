// The Trash of one organisation (docs/ARCHITECTURE.md §5 "Trash and erasure"): its deleted
// contacts, companies, notes and files, newest deletion first, as the scope sees them (record
// access: a note or file follows its contact). A contact or company merged into another is not
// listed: its data lives on in the record it was merged into, and the merge's undo brings it back.
import { sql, type SqlBool } from 'kysely';
import type { TrashItem, TrashType } from '@meridian/contract';
import type { TenantScope } from '../db/tenant-scope';
import { ownedBy } from '../db/record-access';
import { contactDisplayName } from './contact-name';
import { noteName } from './audit-subjects';

const DAY_MS = 86_400_000;

interface TrashRow {
  type: TrashType;
  id: string;
  /** A contact's first name, a company's name, a note's text (its start), a file's name. */
  name: string;
  /** A contact's last name; a note's or file's contact's first and last names. */
  last: string | null;
  contact_id: string | null;
  contact_first: string | null;
  contact_last: string | null;
  deleted_by: string | null;
  deleted_at: string;
}

const NOT_MERGED = (table: 'contacts' | 'companies') =>
  sql<SqlBool>`not exists (select 1 from merge_links ml where ml.org_slug = ${sql.ref(`${table}.org_slug`)} and ml.id = ${sql.ref(`${table}.id`)})`;

/** Whole days before an item deleted at `deletedAt` is purged (never below 0). */
export function daysLeft(deletedAt: string, trashDays: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(deletedAt) + trashDays * DAY_MS - now) / DAY_MS));
}

export function trashRepository(scope: TenantScope) {
  const contacts = () => scope.selectFrom('contacts').where('contacts.deleted_at', 'is not', null).where(NOT_MERGED('contacts'));
  const companies = () => scope.selectFrom('companies').where('companies.deleted_at', 'is not', null).where(NOT_MERGED('companies'));
  /** Notes and files are joined to their contact (live or not): record access follows it. */
  const notes = () =>
    scope
      .selectFrom('notes')
      .innerJoin('contacts', (join) => join.onRef('contacts.org_slug', '=', 'notes.org_slug').onRef('contacts.id', '=', 'notes.contact_id'))
      .where('notes.deleted_at', 'is not', null)
      .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)));
  const files = () =>
    scope
      .selectFrom('attachments')
      .innerJoin('contacts', (join) => join.onRef('contacts.org_slug', '=', 'attachments.org_slug').onRef('contacts.id', '=', 'attachments.contact_id'))
      .where('attachments.deleted_at', 'is not', null)
      .$if(scope.ownerOnly !== undefined, (q) => q.where(ownedBy('contacts', scope.ownerOnly)));

  async function count(): Promise<number> {
    const counts = await Promise.all([
      contacts()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      companies()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      notes()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
      files()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return counts.reduce((sum, row) => sum + Number(row.n), 0);
  }

  async function rows(limit: number, offset: number): Promise<TrashRow[]> {
    const none = sql<string | null>`null`;
    const query = contacts()
      .select([
        sql<TrashType>`'contact'`.as('type'),
        'contacts.id as id',
        'contacts.first as name',
        sql<string | null>`contacts.last`.as('last'),
        none.as('contact_id'),
        none.as('contact_first'),
        none.as('contact_last'),
        'contacts.deleted_by as deleted_by',
        sql<string>`contacts.deleted_at`.as('deleted_at'),
      ])
      .unionAll(
        companies().select([
          sql<TrashType>`'company'`.as('type'),
          'companies.id as id',
          'companies.name as name',
          none.as('last'),
          none.as('contact_id'),
          none.as('contact_first'),
          none.as('contact_last'),
          'companies.deleted_by as deleted_by',
          sql<string>`companies.deleted_at`.as('deleted_at'),
        ]),
      )
      .unionAll(
        notes().select([
          sql<TrashType>`'note'`.as('type'),
          'notes.id as id',
          sql<string>`substr(notes.body, 1, 200)`.as('name'),
          none.as('last'),
          sql<string | null>`notes.contact_id`.as('contact_id'),
          sql<string | null>`contacts.first`.as('contact_first'),
          sql<string | null>`contacts.last`.as('contact_last'),
          'notes.deleted_by as deleted_by',
          sql<string>`notes.deleted_at`.as('deleted_at'),
        ]),
      )
      .unionAll(
        files().select([
          sql<TrashType>`'file'`.as('type'),
          'attachments.id as id',
          'attachments.filename as name',
          none.as('last'),
          sql<string | null>`attachments.contact_id`.as('contact_id'),
          sql<string | null>`contacts.first`.as('contact_first'),
          sql<string | null>`contacts.last`.as('contact_last'),
          'attachments.deleted_by as deleted_by',
          sql<string>`attachments.deleted_at`.as('deleted_at'),
        ]),
      )
      .orderBy(sql.ref('deleted_at'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(limit)
      .offset(offset);
    return (await query.execute()) as TrashRow[];
  }

  /** The names of the members who deleted `rows` (a removed member keeps theirs). */
  async function deleters(list: readonly TrashRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(list.map((r) => r.deleted_by).filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const members = await scope.selectFrom('members').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
    return new Map(members.map((m) => [m.id, m.name || m.email]));
  }

  return {
    /** One page of the Trash, newest deletion first, and how many items it holds. */
    async page(page: number, limit: number, trashDays: number): Promise<{ items: TrashItem[]; totalCount: number }> {
      const [totalCount, list] = await Promise.all([count(), rows(limit, (page - 1) * limit)]);
      const names = await deleters(list);
      const now = Date.now();
      const items = list.map((row): TrashItem => {
        const parent = row.contact_id === null ? null : contactDisplayName({ first: row.contact_first ?? '', last: row.contact_last ?? '' });
        const name =
          row.type === 'contact' ? contactDisplayName({ first: row.name, last: row.last ?? '' }) : row.type === 'note' ? noteName(row.name) : row.name;
        return {
          type: row.type,
          id: row.id,
          name,
          contact_id: row.contact_id,
          contact_name: parent,
          deleted_by: row.deleted_by === null ? null : (names.get(row.deleted_by) ?? null),
          deleted_at: row.deleted_at,
          days_left: daysLeft(row.deleted_at, trashDays, now),
        };
      });
      return { items, totalCount };
    },
  };
}
