// Companies of one organisation. A soft-deleted company (deleted_at set) is absent everywhere
// except restore; its contacts keep company_id so that a restore re-links them, and the contacts
// side shows them without a company while it is deleted.
import { uuidv7 } from 'uuidv7';
import { sql, type Selectable } from 'kysely';
import { updatedKeys } from '../db/record-keys';
import { updatedDocument } from '../db/search';
import type { CompaniesTable } from '../db/schema';
import type { TenantScope } from '../db/tenant-scope';
import type { Company, CompanyListQuery, CompanySize, CompanySortKey } from '@meridian/contract';
import { audit, fieldChanges, type AuditActor } from './audit-log';
import { ownerName } from './owner-name';
import { companyFilterConditions } from './company-filter';

type CompanyRow = Selectable<CompaniesTable>;
type CompanyColumns = Omit<CompanyRow, 'org_slug' | 'deleted_at' | 'size' | 'import_id'> & { size: CompanySize | null };

export type CompanyValues = Partial<Omit<CompanyColumns, 'id' | 'created_at' | 'updated_at'>>;
export type NewCompany = CompanyValues & { name: string };

export interface CompanyPage {
  companies: Company[];
  total: number;
}

/** The fields the audit trail records, old → new (the owner by name, as a contact's). */
const FIELDS = ['name', 'description', 'website', 'phone', 'email', 'address', 'industry', 'size', 'logo_url'] as const;
const AUDITED = [...FIELDS, 'owner'] as const;

const COLUMNS = [
  'id',
  'name',
  'description',
  'website',
  'phone',
  'email',
  'address',
  'industry',
  'size',
  'logo_url',
  'owner_id',
  'created_at',
  'updated_at',
] as const;

// Ids are UUIDv7; anything else cannot name a company, and answering 404 at once keeps such
// input out of the queries.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isCompanyId = (id: string) => UUID.test(id);

// Ordering key of each sort_by value, written exactly as the 0004 indexes are, so a page is an
// index walk (updated_at: 0021's). Literal SQL on purpose: a bound parameter would not match an index expression.
// Size ranks by company size, not alphabetically; an empty industry or size sorts as the lowest
// value (first ascending, last descending), which one index serves in both directions.
const SORT_EXPRESSIONS: Record<CompanySortKey, string> = {
  name: 'lower(name)',
  industry: "coalesce(lower(industry), '')",
  size: "(case size when 'startup' then 1 when 'small' then 2 when 'medium' then 3 " + "when 'large' then 4 when 'enterprise' then 5 else 0 end)",
  created_at: 'created_at',
  updated_at: 'updated_at',
};

export function companiesRepository(scope: TenantScope) {
  const live = () => scope.selectFrom('companies').where('companies.deleted_at', 'is', null);

  /** Live contacts per company, for just the given companies (one grouped query). */
  async function contactCounts(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await scope
      .selectFrom('contacts')
      .where('contacts.deleted_at', 'is', null)
      .where('contacts.company_id', 'in', ids)
      .select((eb) => ['contacts.company_id', eb.fn.countAll<number>().as('n')])
      .groupBy('contacts.company_id')
      .execute();
    return new Map(rows.map((r) => [r.company_id as string, Number(r.n)]));
  }

  async function withCounts(rows: CompanyColumns[]): Promise<Company[]> {
    const counts = await contactCounts(rows.map((r) => r.id));
    return rows.map((r) => ({ ...r, contact_count: counts.get(r.id) ?? 0 }));
  }

  async function find(id: string): Promise<Company | undefined> {
    if (!isCompanyId(id)) return undefined;
    const row = await live().where('companies.id', '=', id).select(COLUMNS).executeTakeFirst();
    return row ? (await withCounts([row as CompanyColumns]))[0] : undefined;
  }

  return {
    find,

    async list(query: CompanyListQuery): Promise<CompanyPage> {
      const conditions = companyFilterConditions(scope, query);
      const matching = () => conditions.reduce((q, condition) => q.where(condition), live());
      const { total } = await matching()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      const rows = await matching()
        .select(COLUMNS)
        // id breaks ties, so consecutive pages never overlap or skip a company.
        .orderBy(sql.raw(SORT_EXPRESSIONS[query.sort_by]), query.sort_order)
        .orderBy('id', query.sort_order)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      return { companies: await withCounts(rows as CompanyColumns[]), total: Number(total) };
    },

    /** Recorded with its values. */
    async create(values: NewCompany, actor: AuditActor): Promise<Company> {
      const now = new Date().toISOString();
      const row = { ...values, id: uuidv7(), created_at: now, updated_at: now };
      await scope.transaction(async (tx) => {
        await tx.insertInto('companies', row).execute();
        const changes = fieldChanges(AUDITED, {}, { ...values, owner: await ownerName(tx, values.owner_id, actor) });
        await audit(tx, actor, { action: 'created', record_type: 'company', record_id: row.id, record_name: values.name, company_id: row.id, changes }, now);
      });
      return (await find(row.id))!;
    },

    /** Each changed field is recorded. Undefined when the company does not exist (or is deleted) in this organisation. */
    async update(id: string, values: CompanyValues, actor: AuditActor): Promise<Company | undefined> {
      if (!isCompanyId(id)) return undefined;
      const updated = await scope.transaction(async (tx) => {
        // The search document covers fields the input may leave out: made from the row as it will be.
        const current = await tx
          .selectFrom('companies')
          .select([...FIELDS, 'owner_id'])
          .where('companies.id', '=', id)
          .where('companies.deleted_at', 'is', null)
          .executeTakeFirst();
        if (!current) return false;
        const search_doc = updatedDocument('companies', scope.orgSlug, current, values);
        const now = new Date().toISOString();
        const result = await tx
          .updateTable('companies')
          .set({ ...values, search_doc, ...updatedKeys('companies', current, values), updated_at: now })
          .where('companies.id', '=', id)
          .where('companies.deleted_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const before = { ...current, owner: await ownerName(tx, current.owner_id, actor) };
        const after = { ...values, ...(values.owner_id !== undefined && { owner: await ownerName(tx, values.owner_id, actor) }) };
        const changes = fieldChanges(AUDITED, before, after);
        const name = values.name ?? current.name;
        if (changes.length)
          await audit(tx, actor, { action: 'updated', record_type: 'company', record_id: id, record_name: name, company_id: id, changes }, now);
        return true;
      });
      return updated ? find(id) : undefined;
    },

    /** False when there was no live company to delete. Contacts are deliberately left as they are. */
    async softDelete(id: string, actor: AuditActor): Promise<boolean> {
      if (!isCompanyId(id)) return false;
      return scope.transaction(async (tx) => {
        const now = new Date().toISOString();
        const deleted = await tx
          .updateTable('companies')
          .set({ deleted_at: now, deleted_by: actor.id })
          .where('companies.id', '=', id)
          .where('companies.deleted_at', 'is', null)
          .returning(['name'])
          .executeTakeFirst();
        if (!deleted) return false;
        await audit(tx, actor, { action: 'deleted', record_type: 'company', record_id: id, record_name: deleted.name, company_id: id }, now);
        return true;
      });
    },

    /** How many of the ids named a deleted company of this organisation, now live again (each recorded). */
    async restore(ids: readonly string[], actor: AuditActor): Promise<number> {
      const wanted = [...new Set(ids)].filter(isCompanyId);
      if (wanted.length === 0) return 0;
      return scope.transaction(async (tx) => {
        const restored = await tx
          .updateTable('companies')
          .set({ deleted_at: null, deleted_by: null })
          .where('companies.id', 'in', wanted)
          .where('companies.deleted_at', 'is not', null)
          .returning(['id', 'name'])
          .execute();
        if (restored.length) {
          await audit(
            tx,
            actor,
            restored.map((c) => ({ action: 'restored' as const, record_type: 'company' as const, record_id: c.id, record_name: c.name, company_id: c.id })),
          );
        }
        return restored.length;
      });
    },
  };
}
