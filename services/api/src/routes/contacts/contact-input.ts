// The contact rules JSON Schema cannot say: trimming, blank is missing, the one email rule.
import { isValidEmail, type ContactBody, type NoteBody } from '@meridian/contract';
import { badRequest } from '../../errors';

const OPTIONAL = ['phone', 'company', 'company_id', 'tags'] as const;

/** Trimmed values; an optional field stays undefined when absent (left as is) and is null when blank. */
export function contactInput(body: ContactBody): ContactBody {
  const input: ContactBody = { first: body.first.trim(), last: body.last.trim(), email: body.email.trim() };
  for (const field of ['first', 'last', 'email'] as const) {
    // The same words Ajv uses for a missing field: to the client, blank and missing are one mistake.
    if (!input[field]) throw badRequest('field_required', { field, params: { field } });
  }
  if (!isValidEmail(input.email)) throw badRequest('email_invalid', { field: 'email' });
  for (const field of OPTIONAL) {
    const value = body[field];
    if (value !== undefined) input[field] = value?.trim() || null;
  }
  // A member id as sent (checked against the members by the route); blank is nobody.
  if (body.owner_id !== undefined) input.owner_id = body.owner_id || null;
  return input;
}

export function noteText(input: NoteBody): string {
  const body = input.body.trim();
  if (!body) throw badRequest('note_body_required', { field: 'body' });
  return body;
}
