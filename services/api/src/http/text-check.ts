// What every request's text must satisfy, checked in one iterative walk (a recursive one ran out
// of stack on a 40 KB body nested 20,000 levels deep, a 500 on every JSON route):
// - no U+0000: PostgreSQL text cannot hold it (a query with one fails), while SQLite would store it;
// - no lone UTF-16 surrogate (a JSON `"\ud800"`): both databases would store it as U+FFFD;
// - at most MAX_JSON_DEPTH levels of arrays and objects: no route takes anything near that deep.
// Bodies are checked by the JSON parser (http/json-text.ts), paths and query strings by nul-guard.ts,
// and an import's header and values by import/header-row.ts and import/row-rules.ts.

import { badRequest, type HttpError } from '../errors';

export const MAX_JSON_DEPTH = 64;

export type TextProblem = 'nul' | 'surrogate' | 'depth';

// With the u flag a paired surrogate is one code point outside this range: only lone ones match.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function stringProblem(text: string): Exclude<TextProblem, 'depth'> | undefined {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return undefined;
}

/** The first problem in a parsed value (its strings, its keys, its depth), or undefined. */
export function textProblem(value: unknown): TextProblem | undefined {
  if (typeof value === 'string') return stringProblem(value);
  if (!value || typeof value !== 'object') return undefined;
  // Two parallel stacks of the objects and arrays still to look into (a 100 MB import body has
  // millions of values: strings are checked where they are met, not pushed).
  const objects: object[] = [value];
  const depths: number[] = [1];
  while (objects.length > 0) {
    const current = objects.pop()!;
    const depth = depths.pop()!;
    if (depth > MAX_JSON_DEPTH) return 'depth';
    const items = Array.isArray(current) ? current : Object.values(current);
    if (!Array.isArray(current)) {
      for (const key of Object.keys(current)) {
        const problem = stringProblem(key);
        if (problem) return problem;
      }
    }
    for (const item of items as unknown[]) {
      if (typeof item === 'string') {
        const problem = stringProblem(item);
        if (problem) return problem;
      } else if (item && typeof item === 'object') {
        objects.push(item);
        depths.push(depth + 1);
      }
    }
  }
  return undefined;
}

/** What a text must not contain, after whatever names it ("Text", a field, a column). */
export const TEXT_RULES: Record<Exclude<TextProblem, 'depth'>, string> = {
  nul: 'must not contain NUL characters (\\u0000)',
  surrogate: 'must not contain unpaired UTF-16 surrogates (such as \\ud800)',
};

/** The 400 message for each problem. */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  nul: `Text ${TEXT_RULES.nul}`,
  surrogate: `Text ${TEXT_RULES.surrogate}`,
  depth: `JSON must not be nested more than ${MAX_JSON_DEPTH} levels deep`,
};

const TEXT_PROBLEM_CODES = { nul: 'text_nul', surrogate: 'text_surrogate', depth: 'json_too_deep' } as const;

/** The 400 refusing a text problem, with its code. */
export const textProblemRefusal = (problem: TextProblem): HttpError =>
  badRequest(TEXT_PROBLEM_CODES[problem], { message: TEXT_PROBLEM_MESSAGES[problem], ...(problem === 'depth' ? { params: { depth: MAX_JSON_DEPTH } } : {}) });
