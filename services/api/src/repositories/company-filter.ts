// The conditions of the company filters (the contract's CompanyFilter, docs/PRODUCT.md §7
// Filters) on the query's `companies` row: the companies list and its count apply them alike.
import { type CompanyFilter } from '@meridian/contract';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { TenantScope } from '../db/tenant-scope';
import { searchCondition, searchWords } from '../db/search';
import { badRequest } from '../errors';

const col = (name: string) => sql.ref(`companies.${name}`);
const present = (name: string) => sql<SqlBool>`(${col(name)} is not null and ${col(name)} <> '')`;
const absent = (name: string) => sql<SqlBool>`(${col(name)} is null or ${col(name)} = '')`;

/** An instant as stored (toISOString); 400 when it is no time. */
function storedInstant(value: string, field: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badRequest('validation_failed', { field, params: { field } });
  return new Date(time).toISOString();
}

function range(filter: CompanyFilter, column: 'created_at' | 'updated_at', from: 'created_from' | 'updated_from', to: 'created_to' | 'updated_to') {
  const out: Expression<SqlBool>[] = [];
  const start = filter[from] === undefined ? undefined : storedInstant(filter[from], from);
  const end = filter[to] === undefined ? undefined : storedInstant(filter[to], to);
  if (start !== undefined && end !== undefined && start > end) throw badRequest('filter_range_invalid', { field: from, params: { field: from } });
  if (start !== undefined) out.push(sql<SqlBool>`${col(column)} >= ${start}`);
  if (end !== undefined) out.push(sql<SqlBool>`${col(column)} < ${end}`);
  return out;
}

/** Every condition of `filter` (400 for a reversed range or a date that is none). */
export function companyFilterConditions(scope: TenantScope, filter: CompanyFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (filter.owner_id) out.push(sql<SqlBool>`${col('owner_id')} = ${filter.owner_id}`);
  const term = filter.search?.trim() ?? '';
  if (term && searchWords(term).length) out.push(searchCondition(scope, 'companies', term));
  if (filter.industry?.trim()) out.push(sql<SqlBool>`lower(${col('industry')}) = ${filter.industry.trim().toLowerCase()}`);
  if (filter.size) out.push(sql<SqlBool>`${col('size')} = ${filter.size}`);
  out.push(...range(filter, 'created_at', 'created_from', 'created_to'), ...range(filter, 'updated_at', 'updated_from', 'updated_to'));
  for (const [key, column] of [
    ['has_email', 'email'],
    ['has_phone', 'phone'],
    ['has_website', 'website'],
  ] as const) {
    if (filter[key]) out.push(filter[key] === 'yes' ? present(column) : absent(column));
  }
  return out;
}
