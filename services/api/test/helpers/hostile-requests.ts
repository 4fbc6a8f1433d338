// Every hostile variant of one write route's valid request: bad ids in the path, bodies that are
// not JSON or not the route's JSON, wrong types, missing and unknown fields, and for each text
// field 1 MB, a NUL character, SQL metacharacters and HTML. Each says what must come of it.
import { uuidv7 } from 'uuidv7';
import { DEFAULT_BODY_LIMIT, encodeParams, fillPath, type FieldRule, type HostileCase, type HostileIds } from './hostile';

export type Outcome =
  /** 4xx `{ error }`, nothing changed. */
  | { kind: 'refused' }
  /** A lookup of something that is not there: `status`, nothing changed. */
  | { kind: 'no-op'; status: number }
  /** Accepted: `value` is stored and answered exactly as sent. */
  | { kind: 'stored'; status: number; field: string; value: string }
  /** Accepted as the valid request; the unknown fields are neither stored nor obeyed. */
  | { kind: 'strips-unknown'; status: number };

export interface BuiltRequest {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

export interface HostileRequest {
  label: string;
  build(ids: HostileIds): BuiltRequest;
  outcome: Outcome;
}

/** "1 MB" as people say it: 10^6 characters, so with its JSON it still fits a 1 MiB body limit. */
export const ONE_MB = 'x'.repeat(1_000_000);
export const SQL_TEXT = [`'; DROP TABLE contacts; -- " \\ % _`, `' OR 1=1 --`, `Robert"); DELETE FROM notes WHERE ("1"="1`];
export const HTML_TEXT = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
/** Every metacharacter and tag at once, short enough for a 100-character id field. */
export const HOSTILE_TEXT = `' OR 1=1; -- " \\ % <script>alert(1)</script>`;
/** Body fields that must never be honoured: another organisation, a chosen id, a made-up column. */
export const OTHER_ORG = 'hostile-elsewhere';
export const PLANTED_ID = 'planted-id-0000';
export const UNKNOWN_MARKER = 'zz-unknown-field-value';

const BAD_PATH_IDS: readonly [string, string][] = [
  ['not a uuid', 'not-a-uuid'],
  ['an unknown uuid', uuidv7()],
  ['5000 characters', 'x'.repeat(5000)],
  ['encoded ../../etc/passwd', encodeURIComponent('../../etc/passwd')],
  ['raw ../../etc/passwd', '../../etc/passwd'],
  ['SQL', encodeURIComponent(`' OR 1=1 --`)],
  ['HTML', encodeURIComponent('<script>alert(1)</script>')],
  ['NUL', '%00'],
  ['broken percent-encoding', '%E0%A4%A'],
];

const json = { 'content-type': 'application/json' };
const MALFORMED_JSON: readonly [string, string | Buffer][] = [
  ['truncated JSON', '{"first":'],
  ['single-quoted JSON', "{'first': 'a'}"],
  ['trailing garbage', '{"first":"a"}}'],
  ['__proto__ key', '{"__proto__":{"polluted":true}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['raw control character', '{"first":"a\u0001b"}'],
  ['invalid UTF-8', Buffer.concat([Buffer.from('{"first":"'), Buffer.from([0xff, 0xfe, 0xe9]), Buffer.from('"}')])],
  // A surrogate's own three bytes are not UTF-8 either (they would be stored as U+FFFD).
  ['a UTF-8-encoded surrogate', Buffer.concat([Buffer.from('{"first":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')])],
  ['a lone surrogate in a key', '{"\\udc00":"a"}'],
  // 40 KB that ran the NUL check out of stack (a 500 on every JSON route).
  ['JSON nested 20,000 levels deep', `{"first":${'['.repeat(20_000)}${']'.repeat(20_000)}}`],
];

const refused: Outcome = { kind: 'refused' };

/** A value of the wrong JSON type for a field holding `valid` (Ajv coerces scalars into strings). */
const wrongType = (valid: unknown) => (valid && typeof valid === 'object' && !Array.isArray(valid) ? ['not', 'an', 'object'] : { not: 'text' });

function textOutcome(field: string, rule: FieldRule, value: string, status: number): Outcome {
  if (rule.kind === 'text') return { kind: 'stored', status, field, value };
  if (rule.kind === 'id') return { kind: 'no-op', status: rule.status };
  return refused;
}

export function hostileRequests(c: HostileCase): HostileRequest[] {
  const list: HostileRequest[] = [];
  const add = (label: string, outcome: Outcome, build: (ids: HostileIds) => BuiltRequest) => list.push({ label, outcome, build });
  const params = (ids: HostileIds) => encodeParams(c.params?.(ids) ?? {});
  const url = (ids: HostileIds, override: Record<string, string> = {}) => fillPath(c.route, { ...params(ids), ...override });
  const valid = (ids: HostileIds): Omit<BuiltRequest, 'url'> => (c.raw ? c.raw() : c.body ? { payload: c.body(ids) } : {});

  for (const name of c.route.match(/:\w+/g)?.map((p) => p.slice(1)) ?? []) {
    for (const [label, raw] of BAD_PATH_IDS) add(`:${name} is ${label}`, refused, (ids) => ({ url: url(ids, { [name]: raw }), ...valid(ids) }));
  }

  // Bodies of a type the route does not read.
  add('an XML body', refused, (ids) => ({ url: url(ids), payload: '<contact/>', headers: { 'content-type': 'application/xml' } }));
  add('a form body', refused, (ids) => ({ url: url(ids), payload: 'first=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
  if (c.raw) {
    add('JSON instead of multipart', refused, (ids) => ({ url: url(ids), payload: {} }));
    const boundary = { 'content-type': 'multipart/form-data; boundary=zzz' };
    add('a broken multipart body', refused, (ids) => ({ url: url(ids), payload: '--zzz\r\ngarbage', headers: boundary }));
    add('multipart without a boundary', refused, (ids) => ({ url: url(ids), payload: 'x', headers: { 'content-type': 'multipart/form-data' } }));
    return list;
  }
  for (const [label, payload] of MALFORMED_JSON) add(label, refused, (ids) => ({ url: url(ids), payload, headers: json }));
  if (c.bodyLimit !== 'elsewhere') {
    const limit = c.bodyLimit ?? DEFAULT_BODY_LIMIT;
    add(`a body over the ${limit} byte limit`, refused, (ids) => {
      const text = JSON.stringify(c.body?.(ids) ?? {});
      return { url: url(ids), payload: `${text.slice(0, -1)}${' '.repeat(limit + 1 - text.length)}}`, headers: json };
    });
  }
  if (!c.body) return list;

  add('valid JSON sent as text/plain', refused, (ids) => ({ url: url(ids), payload: JSON.stringify(c.body!(ids)), headers: { 'content-type': 'text/plain' } }));
  for (const [label, payload] of [
    ['an array', []],
    ['a string', 'text'],
    ['a number', 42],
    ['the body in an array', null],
  ] as const) {
    add(`a body that is ${label}`, refused, (ids) => ({ url: url(ids), payload: JSON.stringify(payload ?? [c.body!(ids)]), headers: json }));
  }
  if (c.required?.length) add('no body', refused, (ids) => ({ url: url(ids) }));
  for (const field of c.required ?? []) {
    add(`${field} missing`, refused, (ids) => {
      const { [field]: _gone, ...rest } = c.body!(ids);
      return { url: url(ids), payload: rest };
    });
  }
  const fieldNames = (ids: HostileIds) => [...new Set([...Object.keys(c.body!(ids)), ...Object.keys(c.fields ?? {})])];
  for (const field of fieldNames({} as HostileIds)) {
    add(`${field} of the wrong type`, refused, (ids) => ({ url: url(ids), payload: { ...c.body!(ids), [field]: wrongType(c.body!(ids)[field]) } }));
  }
  add('unknown fields (org_slug, id, a made-up one)', c.refusesUnknown ? refused : { kind: 'strips-unknown', status: c.status }, (ids) => ({
    url: url(ids),
    payload: { ...c.body!(ids), org_slug: OTHER_ORG, orgSlug: OTHER_ORG, id: PLANTED_ID, zz_unknown: UNKNOWN_MARKER },
  }));

  for (const [field, rule] of Object.entries(c.fields ?? {})) {
    const put = (value: string) => (ids: HostileIds) => ({
      url: url(ids),
      payload: { ...c.body!(ids), [field]: rule.kind === 'id' && rule.list ? [value] : value },
    });
    const bigOutcome: Outcome = rule.max === undefined && rule.kind === 'id' ? { kind: 'no-op', status: rule.status } : refused;
    add(`${field} of 1 MB`, bigOutcome, put(ONE_MB));
    add(`${field} with a NUL character`, refused, put('nul\u0000byte'));
    // JSON.stringify writes it as the escape "\ud800", which JSON.parse turns back into a lone surrogate.
    add(`${field} with a lone surrogate`, refused, put('lone\ud800surrogate'));
    // Keys and formatted fields never store such text: one string with every metacharacter shows
    // the key is bound as data and the format check holds; free text gets each payload.
    const texts = rule.kind === 'text' ? [...SQL_TEXT, ...HTML_TEXT] : [HOSTILE_TEXT];
    for (const text of texts) add(`${field} = ${text}`, textOutcome(field, rule, text, c.status), put(text));
  }
  return list;
}

/** The case's own valid request. */
export function validRequest(c: HostileCase): HostileRequest {
  return {
    label: 'the valid request',
    outcome: { kind: 'no-op', status: c.status },
    build: (ids) => ({
      url: fillPath(c.route, encodeParams(c.params?.(ids) ?? {})),
      ...(c.raw ? c.raw() : c.body ? { payload: c.body(ids) } : {}),
    }),
  };
}
