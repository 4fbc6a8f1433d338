// What a view's settings must be beyond the contract's schema, for the list they belong to. The
// schema takes `filters` as either list's filter (a union), and Fastify's Ajv removes properties a
// schema does not name: a company filter checked against the contact filter first would lose its
// `industry` and pass as {}. So the filters are read from the body as sent (captured before the
// schema ran) and checked here against the list's own filter, strictly: nothing removed, nothing
// coerced.
import {
  COMPANY_COLUMNS,
  COMPANY_SORT_KEYS,
  CompanyFilter,
  CONTACT_COLUMNS,
  CONTACT_SORT_KEYS,
  ContactFilter,
  filterTags,
  TAG_FILTER_MAX,
  type ViewObject,
  type ViewSettings,
} from '@meridian/contract';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);

const LISTS = {
  contacts: { filter: ajv.compile(ContactFilter), sortKeys: CONTACT_SORT_KEYS as readonly string[], columns: CONTACT_COLUMNS as readonly string[] },
  companies: { filter: ajv.compile(CompanyFilter), sortKeys: COMPANY_SORT_KEYS as readonly string[], columns: COMPANY_COLUMNS as readonly string[] },
} satisfies Record<ViewObject, unknown>;

/** Start and end of each range a filter may hold: a start after its end is refused. */
const RANGES = [
  ['created_from', 'created_to'],
  ['updated_from', 'updated_to'],
  ['close_from', 'close_to'],
  ['deal_value_min', 'deal_value_max'],
] as const;
const TAG_KEYS = ['tags_any', 'tags_all', 'tags_none'] as const;

const invalid = (field: string) => badRequest('view_settings_invalid', { field, params: { field } });

/** The filters of each request's body as sent, before the schema touched them. */
const sentFilters = new WeakMap<FastifyRequest, unknown>();

/** preValidation: keeps a copy of `settings.filters` as the client sent it. */
export async function keepSentFilters(request: FastifyRequest): Promise<void> {
  const settings = (request.body as { settings?: unknown } | null | undefined)?.settings;
  if (settings && typeof settings === 'object' && 'filters' in settings) sentFilters.set(request, structuredClone(settings.filters));
}

/** Amounts as the contract writes them ("1500", "1500.50"): compared as decimals, not floats. */
function compareAmounts(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  const [x, y] = [ai.replace(/^0+/, ''), bi.replace(/^0+/, '')];
  if (x.length !== y.length) return x.length - y.length;
  if (x !== y) return x < y ? -1 : 1;
  const [p, q] = [af.padEnd(4, '0'), bf.padEnd(4, '0')];
  return p === q ? 0 : p < q ? -1 : 1;
}

function reversed(start: string, end: string, amounts: boolean): boolean {
  if (amounts) return compareAmounts(start, end) > 0;
  const [from, to] = [Date.parse(start), Date.parse(end)];
  return Number.isFinite(from) && Number.isFinite(to) ? from > to : start > end;
}

/** The list's filter, as sent, checked: unknown keys or values refused, tags counted, ranges in order. */
function checkFilters(object: ViewObject, filters: unknown): Record<string, string> {
  if (!LISTS[object].filter(filters)) throw invalid('filters');
  const values = filters as Record<string, string>;
  for (const key of TAG_KEYS) {
    if (filterTags(values[key]).length > TAG_FILTER_MAX) throw badRequest('filter_tags_too_many', { field: key, params: { max: TAG_FILTER_MAX } });
  }
  for (const [start, end] of RANGES) {
    const [from, to] = [values[start], values[end]];
    if (from !== undefined && to !== undefined && reversed(from, to, start === 'deal_value_min')) {
      throw badRequest('filter_range_invalid', { field: start, params: { field: start } });
    }
  }
  return values;
}

/**
 * The settings to store for a view of `object`: the schema-checked sort, columns and layout, and
 * the filters as sent. Refuses 400 view_settings_invalid naming the part that does not fit.
 */
export function viewSettings(request: FastifyRequest, object: ViewObject, settings: ViewSettings): ViewSettings {
  const list = LISTS[object];
  const filters = checkFilters(object, sentFilters.get(request));
  if (!list.sortKeys.includes(settings.sort_by)) throw invalid('sort_by');
  const keys = settings.columns.map((column) => column.key);
  if (keys[0] !== 'name' || new Set(keys).size !== keys.length || keys.some((key) => !list.columns.includes(key))) throw invalid('columns');
  return { ...settings, filters };
}
