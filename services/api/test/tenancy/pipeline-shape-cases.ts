import type { TenancyCase } from '../helpers/tenancy';

/**
 * Shaping pipelines and stages with organisation A's ids: each is a 404, and A's pipelines and
 * stages stay as they are. Listed last: the pipeline B creates must not change what the other
 * cases see of B.
 */
export const pipelineShapeCases: TenancyCase[] = [
  {
    route: 'POST /pipeline',
    url: () => '/pipeline',
    body: (ids) => ({ name: `Copy of ${ids.pipelineId}` }),
    // Created in the caller's own organisation, never in A (A's data is compared after every case).
    expect: (res) => {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ isDefault: false });
    },
  },
  { route: 'PATCH /pipeline/:id', url: (ids) => `/pipeline/${ids.pipelineId}`, body: () => ({ name: 'Hijacked' }), expect: 'not-found' },
  { route: 'PATCH /pipeline/:id', url: (ids) => `/pipeline/${ids.pipelineId}`, body: () => ({ isDefault: true }), expect: 'not-found' },
  { route: 'DELETE /pipeline/:id', url: (ids) => `/pipeline/${ids.pipelineId}`, expect: 'not-found' },
  { route: 'POST /pipeline/:id/stages', url: (ids) => `/pipeline/${ids.pipelineId}/stages`, body: () => ({ name: 'Hijacked' }), expect: 'not-found' },
  { route: 'DELETE /pipeline/stages/:stageId', url: (ids) => `/pipeline/stages/${ids.stageId}`, expect: 'not-found' },
  {
    route: 'PUT /pipeline/:id/stages/order',
    url: (ids) => `/pipeline/${ids.pipelineId}/stages/order`,
    body: (ids) => ({ stageIds: [ids.stageId] }),
    expect: 'not-found',
  },
];
