// Hostile input on the routes that shape pipelines and stages (admins; the hostile tester owns
// the organisation). The seeded organisation has a second, empty pipeline to delete and a second
// stage (no cards) to delete or reorder.
import { PIPELINE_NAME_MAX, STAGE_NAME_MAX } from '@meridian/contract';
import type { HostileCase } from './helpers/hostile';

const stageIds = { kind: 'id', status: 400, max: 100, list: true } as const;

export const shapeHostileCases: HostileCase[] = [
  { route: 'POST /pipeline', body: () => ({ name: 'Renewals' }), status: 201, required: ['name'], fields: { name: { kind: 'text', max: PIPELINE_NAME_MAX } } },
  {
    route: 'PATCH /pipeline/:id',
    params: (ids) => ({ id: ids.pipelineId }),
    body: () => ({ name: 'Renewals' }),
    status: 200,
    fields: { name: { kind: 'text', max: PIPELINE_NAME_MAX } },
  },
  { route: 'DELETE /pipeline/:id', params: (ids) => ({ id: ids.otherPipelineId }), status: 200 },
  {
    route: 'POST /pipeline/:id/stages',
    params: (ids) => ({ id: ids.pipelineId }),
    body: () => ({ name: 'Demo', color: '#ff8800', probability: 30, outcome: 'won', position: 1 }),
    status: 201,
    required: ['name'],
    fields: { name: { kind: 'text', max: STAGE_NAME_MAX }, color: { kind: 'checked' }, outcome: { kind: 'checked' } },
  },
  { route: 'DELETE /pipeline/stages/:stageId', params: (ids) => ({ stageId: ids.otherStageId }), status: 200 },
  {
    route: 'PUT /pipeline/:id/stages/order',
    params: (ids) => ({ id: ids.pipelineId }),
    body: (ids) => ({ stageIds: [ids.otherStageId, ids.stageId] }),
    status: 200,
    required: ['stageIds'],
    fields: { stageIds },
  },
];
