// Test-only fixtures for the pipeline screens.
import type { Board, BoardCard, BoardStage, Contact, PipelineListItem, Stage } from '@meridian/shared/model';

export const PIPELINES: PipelineListItem[] = [
  { id: 'p1', name: 'Enterprise', created_at: '2024-01-01T00:00:00.000Z', isDefault: false },
  { id: 'p2', name: 'Default Sales Pipeline', created_at: '2024-01-02T00:00:00.000Z', isDefault: true },
];

export function contact(id: string, first: string, last: string, extra: Partial<Contact> = {}): Contact {
  return {
    id,
    first,
    last,
    email: `${first.toLowerCase() || id}@example.test`,
    phone: null,
    company: null,
    company_id: null,
    company_name: null,
    tags: null,
    stage_id: null,
    stage_name: null,
    stage_color: null,
    created_at: '2024-01-05',
    updated_at: '2024-01-05',
    ...extra,
  };
}

export const STAGES: Stage[] = [
  { id: 's1', name: 'Lead', color: '#3b82f6', position: 0 },
  { id: 's2', name: 'Qualified', color: '#10b981', position: 1 },
  { id: 's3', name: 'Won', color: '#f59e0b', position: 2 },
];

export function boardStage(stage: Stage, contacts: BoardCard[], count = contacts.length): BoardStage {
  return { ...stage, contacts, count };
}

/** Lead: Ann Lee, Bo Chen; Qualified: Cy Diaz; Won: empty. */
export function makeBoard(pipeline: Board['pipeline'] = PIPELINES[1]): Board {
  return {
    pipeline,
    totalContacts: 3,
    stages: [
      boardStage(STAGES[0], [
        contact('c1', 'Ann', 'Lee', { company_name: 'Acme Ltd', company: 'Old Acme' }),
        contact('c2', 'Bo', 'Chen', { company: 'Globex' }),
      ]),
      boardStage(STAGES[1], [contact('c3', 'Cy', 'Diaz')]),
      boardStage(STAGES[2], []),
    ],
  };
}
