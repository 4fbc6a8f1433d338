import { badRequest } from '../errors';

export const noteSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    body: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'body', 'created_at', 'updated_at'],
} as const;

export const noteListResponse = {
  type: 'object',
  properties: { notes: { type: 'array', items: noteSchema, description: 'Newest first' } },
  required: ['notes'],
} as const;

export const noteParams = {
  type: 'object',
  properties: { id: { type: 'string', description: 'Contact id' }, noteId: { type: 'string' } },
  required: ['id', 'noteId'],
} as const;

export const noteBody = {
  type: 'object',
  properties: { body: { type: 'string', maxLength: 100_000 } },
  required: ['body'],
} as const;

export interface NoteBody {
  body: string;
}

export function noteText(input: NoteBody): string {
  const body = input.body.trim();
  if (!body) throw badRequest('Note body is required');
  return body;
}
