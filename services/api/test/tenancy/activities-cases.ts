import type { TenancyCase } from '../helpers/tenancy';

/** Activities and activity types: another organisation's are missing, never changed. */
export const activitiesCases: TenancyCase[] = [
  { route: 'GET /activities', url: () => '/activities', expect: 'empty' },
  // A's member, contact, company and deal as filters find nothing.
  {
    route: 'GET /activities',
    url: (ids) => `/activities?assignee_id=${ids.memberId}&contact_id=${ids.contactId}&company_id=${ids.companyId}&deal_contact_id=${ids.contactId}`,
    expect: 'empty',
  },
  { route: 'GET /activities', url: (ids) => `/activities?type=${ids.activityTypeId}&section=overdue&tz=Europe%2FParis`, expect: 'empty' },
  { route: 'GET /activities/counts', url: (ids) => `/activities/counts?assignee_id=${ids.memberId}`, expect: 'zero' },
  { route: 'GET /activities/:id', url: (ids) => `/activities/${ids.activityId}`, expect: 'not-found' },
  {
    route: 'POST /activities',
    url: () => '/activities',
    // A's contact, its company, its deal, its member and its own type are none of B's.
    body: (ids) => ({ type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', contact_id: ids.contactId }),
    expect: (res) => expect([res.statusCode, res.json().code, res.json().field]).toEqual([400, 'link_not_found', 'contact_id']),
  },
  {
    route: 'POST /activities',
    url: () => '/activities',
    body: (ids) => ({ type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', company_id: ids.companyId }),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'link_not_found']),
  },
  {
    route: 'POST /activities',
    url: () => '/activities',
    body: (ids) => ({ type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', deal_contact_id: ids.contactId }),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'link_not_found']),
  },
  {
    route: 'POST /activities',
    url: () => '/activities',
    body: (ids) => ({ type: 'call', subject: 'Call', due_at: '2030-01-01T10:00:00Z', assignee_id: ids.memberId }),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'assignee_invalid']),
  },
  {
    route: 'POST /activities',
    url: () => '/activities',
    body: (ids) => ({ type: ids.activityTypeId, subject: 'Call', due_at: '2030-01-01T10:00:00Z' }),
    expect: (res) => expect([res.statusCode, res.json().code]).toEqual([400, 'activity_type_not_found']),
  },
  { route: 'PUT /activities/:id', url: (ids) => `/activities/${ids.activityId}`, body: () => ({ subject: 'Taken over' }), expect: 'not-found' },
  { route: 'POST /activities/:id/complete', url: (ids) => `/activities/${ids.activityId}/complete`, expect: 'not-found' },
  { route: 'POST /activities/:id/reopen', url: (ids) => `/activities/${ids.activityId}/reopen`, expect: 'not-found' },
  { route: 'DELETE /activities/:id', url: (ids) => `/activities/${ids.activityId}`, expect: 'not-found' },
  { route: 'POST /activities/restore', url: () => '/activities/restore', body: (ids) => ({ ids: [ids.activityId] }), expect: 'zero' },
  {
    route: 'GET /activity-types',
    url: () => '/activity-types',
    // The built-in types only.
    expect: (res) => expect(res.json().types.every((t: { builtin: boolean }) => t.builtin)).toBe(true),
  },
  {
    route: 'POST /activity-types',
    url: () => '/activity-types',
    body: () => ({ name: 'Visit' }),
    expect: (res) => expect(res.statusCode).toBe(201),
  },
  { route: 'DELETE /activity-types/:key', url: (ids) => `/activity-types/${ids.activityTypeId}`, expect: 'not-found' },
];
