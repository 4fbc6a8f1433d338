// Search over contacts and companies, with one meaning on both databases: every word of the query
// must start a word of the row's name (first, last), email, company or phone (companies: name,
// industry, description), ignoring case and accents. JavaScript does all the text work, for the
// stored document and for the query alike, so the databases only compare finished tokens.
//
// Each row stores its search document (search_doc, migration 0011): its words, each prefixed with
// a tag of its organisation. A query asks for `tag+word*`, so the index only ever walks that
// organisation's terms: neither the time nor the results depend on other organisations' data.
// The indexes behind it are in search-indexes.ts.
import { createHash } from 'node:crypto';
import { sql, type AliasedRawBuilder, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { DialectName } from './dialect';

export type SearchTable = 'contacts' | 'companies';

/** The columns each table's document is made of, in order. */
export const SEARCH_COLUMNS = {
  contacts: ['first', 'last', 'email', 'company', 'phone'],
  companies: ['name', 'industry', 'description'],
} as const;

type Source<T extends SearchTable> = { [K in (typeof SEARCH_COLUMNS)[T][number]]?: string | null };

/** Longer words are cut, the same way in documents and queries (a PostgreSQL lexeme holds 2 KB). */
const MAX_WORD = 64;
const MAX_QUERY_WORDS = 8;
const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * The words of a text: lowercased, decomposed (NFKD) with the accents (combining marks) dropped,
 * split on anything that is not a letter or a digit. Lowercasing first: 'İ' lowercases to an 'i'
 * with a combining dot, which the decomposition then drops.
 */
export function normalisedWords(text: string): string[] {
  // ASCII text (most of it) means the same with cheaper steps: nothing to decompose, no marks,
  // and its letters and digits are a-z, 0-9 once lowercased (~3x faster at import).
  if (!NON_ASCII.test(text)) {
    return text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .map((w) => w.slice(0, MAX_WORD));
  }
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => w.slice(0, MAX_WORD));
}

/** The words of a search term (at most eight; a term without words searches nothing). */
export function searchWords(term: string): string[] {
  return normalisedWords(term).slice(0, MAX_QUERY_WORDS);
}

const tags = new Map<string, { tag: string; own: string }>();

function orgTokens(orgSlug: string): { tag: string; own: string } {
  let tokens = tags.get(orgSlug);
  if (!tokens) {
    const digest = createHash('sha256').update(orgSlug).digest();
    const n = digest.readUInt32BE(0) % (10 * 36 ** 5);
    tokens = {
      tag: String(Math.floor(n / 36 ** 5)) + (n % 36 ** 5).toString(36).padStart(5, '0'),
      own: `z${digest.subarray(4, 20).toString('hex')}`,
    };
    tags.set(orgSlug, tokens);
  }
  return tokens;
}

/**
 * Six letters or digits standing for the organisation (29 bits of its slug's SHA-256), a digit
 * first. Fixed length, so tag + word never reads as another tag + another word. Two
 * organisations may share a tag (a 8% chance that any two of 10,000 do): their searches then walk
 * each other's terms, but the org_slug condition still keeps the results apart.
 */
export function orgTag(orgSlug: string): string {
  return orgTokens(orgSlug).tag;
}

/**
 * One more word in every document of the organisation: 'z' and 128 bits of the slug's SHA-256.
 * It starts with a letter, so no query (tagged words start with a digit) ever matches it as a
 * prefix; ANDed to a query in the index, it leaves out the rows of organisations sharing the tag.
 */
export function orgToken(orgSlug: string): string {
  return orgTokens(orgSlug).own;
}

/**
 * The stored search document of a row: its distinct words, tagged, then the organisation's own
 * token (orgToken), separated by spaces. A phone also gives its digits as one word, so
 * "5551234567" finds "(555) 123-4567".
 */
export function searchDocument<T extends SearchTable>(table: T, orgSlug: string, row: Source<T>): string {
  const words = new Set<string>();
  for (const column of SEARCH_COLUMNS[table]) {
    const value = (row as Record<string, string | null | undefined>)[column];
    if (!value) continue;
    for (const word of normalisedWords(value)) words.add(word);
    if (column === 'phone') {
      const digits = value.replace(/\D+/g, '').slice(0, MAX_WORD);
      if (digits) words.add(digits);
    }
  }
  const tag = orgTag(orgSlug);
  return [...Array.from(words, (w) => tag + w), orgToken(orgSlug)].join(' ');
}

/** The document of a row after an update: `changes` over `current`, an undefined change (not set) leaving the value as it is. */
export function updatedDocument<T extends SearchTable>(table: T, orgSlug: string, current: Source<T>, changes: object): string {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) merged[key] = value;
  return searchDocument(table, orgSlug, merged as Source<T>);
}

/** PostgreSQL: the indexed expression (migration 0011); a query must repeat it exactly. */
export const pgSearchVector = (table: SearchTable) => `array_to_tsvector(string_to_array(${table}.search_doc, ' '))`;

/** SQLite: an FTS5 query for rows with a word starting with each tagged word (letters and digits only: no FTS5 syntax). */
const ftsQuery = (tag: string, words: string[]) => words.map((w) => `"${tag}${w}"*`).join(' ');

export interface SearchScope {
  readonly dialect: DialectName;
  readonly orgSlug: string;
}

/**
 * A WHERE condition matching live rows of `table` in the scope's organisation whose document has
 * a word starting with each word of `term` (the indexes hold live rows only: SQLite's leaves
 * soft-deleted rows out even where a query does not). A term without words matches all rows.
 */
export function searchCondition(scope: SearchScope, table: SearchTable, term: string): Expression<SqlBool> {
  const words = searchWords(term);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const tag = orgTag(scope.orgSlug);
  if (scope.dialect === 'postgres') {
    // A tsquery literal, not to_tsquery: its quoted lexemes are taken as they are, never parsed.
    const query = words.map((w) => `'${tag}${w}':*`).join(' & ');
    return sql<SqlBool>`${sql.raw(pgSearchVector(table))} @@ cast(${query} as tsquery)`;
  }
  const fts = sql.table(`${table}_search`); // search-indexes.ts: sqliteSearchTable
  return sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${ftsQuery(tag, words)})`;
}

/**
 * The same test as searchCondition, read from the row's own search_doc (every query word starts
 * one of its words: words hold only letters and digits, so no LIKE escaping). For checking rows
 * already at hand, such as a walk in sort order, where building the index's whole list of
 * matches first would cost more than the walk.
 */
export function searchDocumentCondition(scope: SearchScope, table: SearchTable, term: string): Expression<SqlBool> {
  const words = searchWords(term);
  if (words.length === 0) return sql<SqlBool>`1 = 1`;
  const tag = orgTag(scope.orgSlug);
  const doc = sql`(' ' || ${sql.ref(`${table}.search_doc`)})`;
  return sql<SqlBool>`(${sql.join(
    words.map((w) => sql`${doc} like ${`% ${tag}${w}%`}`),
    sql` and `,
  )})`;
}

/**
 * SQLite: the rowids matching `term`, as a table to join (`search_matches.search_rowid`). Joined,
 * SQLite reads the matches one by one and can stop early (a count up to 10,001); `rowid in (…)`
 * first copies every match into a temporary index (80,000 for a 16% search).
 */
export function sqliteSearchMatches(scope: SearchScope, table: SearchTable, term: string): AliasedRawBuilder<{ search_rowid: number }, 'search_matches'> {
  const fts = sql.table(`${table}_search`);
  const query = ftsQuery(orgTag(scope.orgSlug), searchWords(term));
  return sql<{ search_rowid: number }>`(select rowid as search_rowid from ${fts} where ${fts} match ${query})`.as('search_matches');
}

/**
 * SQLite: how many live rows of the organisation match `term`, counted up to `limit` from the
 * search index alone (it holds live rows only; the organisation's own token leaves out
 * organisations sharing the tag). A scalar subquery, for a select to carry.
 *
 * FTS5 gathers every entry of a prefix query before giving the first (~10 ms for 80,000, ~100 for
 * a million), but reads a whole-word query lazily. Rows with the words themselves also match
 * them as prefixes, so when those alone reach `limit` ("acme" in an organisation of Acme staff)
 * the prefix query is not run.
 */
export function sqliteSearchIndexCount(scope: SearchScope, table: SearchTable, term: string, limit: number): RawBuilder<number> {
  const fts = sql.table(`${table}_search`);
  const tag = orgTag(scope.orgSlug);
  const words = searchWords(term);
  const own = `"${orgToken(scope.orgSlug)}"`;
  const count = (query: string) => sql<number>`(select count(*) from (select rowid from ${fts} where ${fts} match ${query} limit ${limit}))`;
  const whole = count(`${words.map((w) => `"${tag}${w}"`).join(' ')} ${own}`);
  const prefixes = count(`${ftsQuery(tag, words)} ${own}`);
  return sql<number>`(case when ${whole} >= ${limit} then ${limit} else ${prefixes} end)`;
}
