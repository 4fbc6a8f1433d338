// SWR key builders: any remote can revalidate any list by matching the first element.
import type { CompanyListQuery, ContactListQuery } from './endpoints';

export const keys = {
  contacts: (query: ContactListQuery = {}) => ['contacts', query] as const,
  contact: (id: string) => ['contact', id] as const,
  notes: (contactId: string) => ['notes', contactId] as const,
  attachments: (contactId: string) => ['attachments', contactId] as const,
  companies: (query: CompanyListQuery = {}) => ['companies', query] as const,
  company: (id: string) => ['company', id] as const,
  pipelines: () => ['pipelines'] as const,
  /** The whole board, or one owner's deals on it (the first screen fetches the whole board). */
  board: (pipelineId: string, ownerId?: string | null) => (ownerId ? (['board', pipelineId, ownerId] as const) : (['board', pipelineId] as const)),
  stages: (pipelineId: string) => ['stages', pipelineId] as const,
  pipelineStatus: (contactId: string) => ['pipelineStatus', contactId] as const,
  history: (contactId: string) => ['history', contactId] as const,
  deal: (contactId: string) => ['deal', contactId] as const,
  members: () => ['members'] as const,
  summary: () => ['summary'] as const,
  /** A page of the organisation's imports (GET /imports), newest first. */
  imports: (page = 1) => ['imports', page] as const,
};

export type KeyKind = keyof typeof keys;

/** A matcher for swr's `mutate(matcher)`: every cached key of the given kinds. */
export function keysOf(...kinds: KeyKind[]) {
  return (key: unknown): boolean => Array.isArray(key) && kinds.includes(key[0] as KeyKind);
}
