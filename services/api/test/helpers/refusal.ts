// The answers the API's error handler gives a JSON-schema refusal, built from the English text a
// test expects: the field is the text's first word ('limit must be <= 100' → limit).
export function schemaRefusal(error: string): { error: string; code: string; params: { field: string } } {
  const required = /^(\S+) is required$/.exec(error);
  if (required) return { error, code: 'field_required', params: { field: required[1]! } };
  const unknown = /^Unknown field (\S+)$/.exec(error);
  if (unknown) return { error, code: 'field_unknown', params: { field: unknown[1]! } };
  return { error, code: 'validation_failed', params: { field: error.split(' ')[0]! } };
}
