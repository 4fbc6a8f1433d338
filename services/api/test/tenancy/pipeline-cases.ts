import type { TenancyCase } from '../helpers/tenancy';

/**
 * Pipeline routes. Any pipeline call gives the caller's own organisation its default pipeline,
 * so the list is never empty: it must hold exactly that one, never A's.
 */
export const pipelineCases: TenancyCase[] = [
  {
    route: 'GET /pipeline',
    url: () => '/pipeline',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().pipelines).toEqual([{ id: expect.any(String), name: 'Default Sales Pipeline', created_at: expect.any(String), isDefault: true }]);
    },
  },
  { route: 'GET /pipeline/:id', url: (ids) => `/pipeline/${ids.pipelineId}`, expect: 'not-found' },
  { route: 'GET /pipeline/:id/board', url: (ids) => `/pipeline/${ids.pipelineId}/board`, expect: 'not-found' },
  { route: 'GET /pipeline/:id/board', url: (ids) => `/pipeline/${ids.pipelineId}/board?owner_id=${ids.memberId}`, expect: 'not-found' },
  { route: 'GET /pipeline/:id/stages', url: (ids) => `/pipeline/${ids.pipelineId}/stages`, expect: 'not-found' },
  {
    route: 'GET /pipeline/:id/stages/:stageId/contacts',
    url: (ids) => `/pipeline/${ids.pipelineId}/stages/${ids.stageId}/contacts?offset=0&limit=10`,
    expect: 'not-found',
  },
  {
    route: 'GET /pipeline/:id/stages/:stageId/contacts',
    url: (ids) => `/pipeline/${ids.pipelineId}/stages/${ids.stageId}/contacts?owner_id=${ids.memberId}`,
    expect: 'not-found',
  },
  { route: 'PUT /pipeline/stages/:stageId', url: (ids) => `/pipeline/stages/${ids.stageId}`, body: () => ({ name: 'Hijacked' }), expect: 'not-found' },
  { route: 'PUT /pipeline/stages/:stageId', url: (ids) => `/pipeline/stages/${ids.stageId}`, body: () => ({ color: '#000000' }), expect: 'not-found' },
  { route: 'PUT /pipeline/stages/:stageId', url: (ids) => `/pipeline/stages/${ids.stageId}`, body: () => ({ probability: 90 }), expect: 'not-found' },
  { route: 'GET /pipeline/:contactId/status', url: (ids) => `/pipeline/${ids.contactId}/status`, expect: 'not-found' },
  { route: 'GET /pipeline/:contactId/history', url: (ids) => `/pipeline/${ids.contactId}/history`, expect: 'not-found' },
  {
    route: 'PUT /pipeline/:contactId/move',
    url: (ids) => `/pipeline/${ids.contactId}/move`,
    body: (ids) => ({ stageId: ids.stageId }),
    expect: 'not-found',
  },
  {
    route: 'POST /pipeline/:contactId/add',
    url: (ids) => `/pipeline/${ids.contactId}/add`,
    body: (ids) => ({ stageId: ids.stageId }),
    expect: 'not-found',
  },
  {
    route: 'POST /pipeline/:contactId/add',
    url: (ids) => `/pipeline/${ids.contactId}/add`,
    body: (ids) => ({ stageId: ids.stageId, deal: { value: '5.00', owner_id: ids.memberId } }),
    expect: 'not-found',
  },
  // Without a stage: B's default stage must not be used to place A's contact either.
  { route: 'POST /pipeline/:contactId/add', url: (ids) => `/pipeline/${ids.contactId}/add`, body: () => ({}), expect: 'not-found' },
  { route: 'DELETE /pipeline/:contactId/remove', url: (ids) => `/pipeline/${ids.contactId}/remove`, expect: 'not-found' },
  // A's contact named with A's pipeline (the entry a call acts on): still nothing of A's.
  { route: 'GET /pipeline/:contactId/status', url: (ids) => `/pipeline/${ids.contactId}/status?pipeline_id=${ids.pipelineId}`, expect: 'not-found' },
  { route: 'GET /pipeline/:contactId/history', url: (ids) => `/pipeline/${ids.contactId}/history?pipeline_id=${ids.pipelineId}`, expect: 'not-found' },
  { route: 'GET /pipeline/:contactId/deal', url: (ids) => `/pipeline/${ids.contactId}/deal?pipeline_id=${ids.pipelineId}`, expect: 'not-found' },
  {
    route: 'PUT /pipeline/:contactId/deal',
    url: (ids) => `/pipeline/${ids.contactId}/deal?pipeline_id=${ids.pipelineId}`,
    body: () => ({ next_step: 'Hijacked' }),
    expect: 'not-found',
  },
  { route: 'DELETE /pipeline/:contactId/remove', url: (ids) => `/pipeline/${ids.contactId}/remove?pipeline_id=${ids.pipelineId}`, expect: 'not-found' },
];
