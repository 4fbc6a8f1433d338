// Pieces every route's schemas use.
import { Type, type ObjectOptions, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { MAX_PAGE } from './rules';

/**
 * A string that may be null, as `type: ['string', 'null']`: Ajv and fast-json-stringify handle
 * it directly (an anyOf costs a branch per value when serialising) and OpenAPI shows it as nullable.
 */
export const NullableString = (options: { maxLength?: number; description?: string; format?: string } = {}) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

export const DateTime = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/**
 * Every non-2xx answer. Fields besides `error` are for clients to act on, never text to parse:
 * `code` is stable (ERROR_CODES of error-codes.ts), so a client shows its own words for it, in
 * its user's language, with `params` as that message's arguments.
 */
export const ErrorAnswer = Type.Object(
  {
    error: Type.String({ description: 'What went wrong, in English words a user can read' }),
    code: Type.String({
      description:
        'What went wrong as a stable snake_case code (`contact_not_found`, `too_many_requests`…) for a client to translate; unknown codes: show `error`',
      pattern: '^[a-z][a-z0-9_]*$',
    }),
    field: Type.Optional(Type.String({ description: 'The request field that was wrong, for a form to show `error` at it' })),
    params: Type.Optional(
      Type.Unsafe<Record<string, string | number>>({
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
        description: "The values `error`'s text names (`{ seconds: 30 }`, `{ max: '10 MB' }`, `{ name }`), as arguments of the client's own message for `code`",
      }),
    ),
  },
  { $id: 'ErrorResponse', description: 'Every non-2xx answer' },
);
export type ErrorAnswer = Static<typeof ErrorAnswer>;

export const IdParams = (description = 'Id (UUIDv7)') => Type.Object({ id: Type.String({ description }) });

/** One of a few strings, shown as an `enum` (OpenAPI and Ajv read it directly). */
export const StringEnum = <T extends readonly string[]>(values: T, options: { default?: T[number]; description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const PageNumber = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });
export const PageSize = (maximum: number, defaultSize: number) => Type.Integer({ minimum: 1, maximum, default: defaultSize });
export const SortOrder = StringEnum(['asc', 'desc'] as const, { default: 'asc' });

/** The undo of a soft delete: the ids to bring back. */
export const RestoreBody = (maxItems: number) => Type.Object({ ids: Type.Array(Type.String({ maxLength: 100 }), { maxItems }) });
export const RestoreAnswer = Type.Object({ restored: Type.Integer({ minimum: 0 }) });
export type RestoreAnswer = Static<typeof RestoreAnswer>;

/** A 204's documented (empty) body. */
export const NoContent = (description: string) => Type.Null({ description });

/**
 * Refuses (400) a property the schema does not name. `additionalProperties: false` would not:
 * Fastify's Ajv drops such properties silently (removeAdditional), and a misspelt filter must not
 * widen a list, an export or a bulk action to every record.
 */
export const REFUSE_OTHER_KEYS = { additionalProperties: Type.Never() } as const;

/**
 * A query string (or body) whose properties with a `default` are optional to send — OpenAPI lists
 * only the others as required — yet typed as always present: Ajv fills in the default first.
 */
export function WithDefaults<T extends TProperties>(properties: T, options?: ObjectOptions): TObject<T> {
  const schema = Type.Object(properties, options);
  const required = ((schema.required ?? []) as string[]).filter((key) => !('default' in (properties as TProperties)[key]!));
  const { required: _all, ...rest } = schema;
  return (required.length > 0 ? { ...rest, required } : rest) as TObject<T>;
}
