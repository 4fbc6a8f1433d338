// Turns Ajv errors into one sentence naming the field, e.g. "email must be a valid email", with
// its code and the field's name as params (validation_failed, field_required, field_unknown).
import type { ErrorCode, ErrorParams } from '@meridian/contract';
import type { FastifySchemaValidationError } from 'fastify';

export interface ValidationRefusal {
  code: ErrorCode;
  message: string;
  params: ErrorParams;
}

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Headers',
};

function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((name, segment) => (/^\d+$/.test(segment) ? `${name}[${segment}]` : name ? `${name}.${segment}` : segment), '');
}

function describe(e: FastifySchemaValidationError): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type': {
      // A nullable field (`type: ['string', 'null']`) reads as its value's type, as `nullable: true` did.
      const type =
        String(p.type)
          .split(',')
          .filter((t) => t !== 'null')
          .join(' or ') || 'null';
      return `must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
    }
    case 'format':
      return `must be a valid ${String(p.format)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters`;
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'pattern':
      return 'has an invalid format';
    default:
      return e.message ?? 'is invalid';
  }
}

export function validationRefusal(errors: readonly FastifySchemaValidationError[], part?: string): ValidationRefusal {
  const e = errors[0];
  const partName = PART_NAMES[part ?? ''] || 'Request';
  if (!e) return { code: 'validation_failed', message: 'Invalid request', params: { field: partName } };
  const base = fieldName(e.instancePath);
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') {
    const field = `${base ? `${base}.` : ''}${String(p.missingProperty)}`;
    return { code: 'field_required', message: `${field} is required`, params: { field } };
  }
  if (e.keyword === 'additionalProperties') {
    const field = `${base ? `${base}.` : ''}${String(p.additionalProperty)}`;
    return { code: 'field_unknown', message: `Unknown field ${field}`, params: { field } };
  }
  // REFUSE_OTHER_KEYS (additionalProperties: never): the property itself is the one not allowed.
  if (e.keyword === 'not' && e.schemaPath.endsWith('/additionalProperties/not')) {
    return { code: 'field_unknown', message: `Unknown field ${base}`, params: { field: base } };
  }
  const field = base || partName;
  return { code: 'validation_failed', message: `${field} ${describe(e)}`, params: { field } };
}
