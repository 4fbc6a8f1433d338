// The tag filters (tags_any / tags_all / tags_none) on the comma-separated tags column: a tag
// matches a whole item of the list, case-insensitively, whatever spaces surround the commas. The
// needle is found with instr / strpos, not LIKE, so % and _ in a tag are plain characters.
// No index (docs/PERFORMANCE.md "bench:filters": the stated bound).
import { filterTags, type ContactFilter } from '@meridian/contract';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../db/dialect';

/** ',a,b,' from ' A , b': lowered, the spaces around each comma (up to two a side) and the ends dropped. */
function tagList(): RawBuilder<string> {
  let text: RawBuilder<string> = sql`trim(coalesce(${sql.ref('contacts.tags')}, ''))`;
  for (let i = 0; i < 2; i++) text = sql`replace(replace(${text}, ' ,', ','), ', ', ',')`;
  return sql`(',' || lower(${text}) || ',')`;
}

/**
 * The tag as the column's lower() would write it: SQLite lowers ASCII letters only, so a tag
 * stored as 'ÉTÉ' matches 'ÉTÉ' or 'éTé' there only as written; PostgreSQL lowers every letter.
 */
function needle(tag: string, dialect: DialectName): string {
  const lowered = dialect === 'sqlite' ? tag.replace(/[A-Z]+/g, (s) => s.toLowerCase()) : tag.toLowerCase();
  return `,${lowered},`;
}

function hasTag(list: RawBuilder<string>, tag: string, dialect: DialectName): Expression<SqlBool> {
  const find = dialect === 'sqlite' ? sql`instr(${list}, ${needle(tag, dialect)})` : sql`strpos(${list}, ${needle(tag, dialect)})`;
  return sql<SqlBool>`${find} > 0`;
}

const anyOf = (parts: Expression<SqlBool>[]) => sql<SqlBool>`(${sql.join(parts, sql` or `)})`;

export function tagCondition(dialect: DialectName, filter: ContactFilter): Expression<SqlBool>[] {
  const list = tagList();
  const out: Expression<SqlBool>[] = [];
  // Most contacts have no tags: they fail here, before the list is built.
  const tagged = sql<SqlBool>`${sql.ref('contacts.tags')} is not null`;
  const any = filterTags(filter.tags_any);
  if (any.length || filterTags(filter.tags_all).length) out.push(tagged);
  if (any.length) out.push(anyOf(any.map((tag) => hasTag(list, tag, dialect))));
  for (const tag of filterTags(filter.tags_all)) out.push(hasTag(list, tag, dialect));
  const none = filterTags(filter.tags_none);
  if (none.length) out.push(sql<SqlBool>`not ${anyOf(none.map((tag) => hasTag(list, tag, dialect)))}`);
  return out;
}
