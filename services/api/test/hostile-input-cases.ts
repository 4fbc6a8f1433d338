// One hostile-input case per write route (POST/PUT/PATCH/DELETE); the suite fails when a write route has none. A case is the
// route's VALID request plus what its fields are: free text (hostile text is data and must round-trip), checked text (a format:
// hostile text is a 400) or an id that is looked up. test/helpers/hostile-requests.ts derives the hostile variants from it.
import { organisationHostileCases } from './hostile-input-organisation-cases';
import type { FieldRule, HostileCase } from './helpers/hostile';
import { multipartBody } from './helpers/multipart';
import { bulkEditHostileCases } from './hostile-input-bulk-edit-cases';
import { shapeHostileCases } from './hostile-input-shape-cases';
import { settingsHostileCases } from './hostile-input-settings-cases';
import { viewsHostileCases } from './hostile-input-views-cases';
import { trashHostileCases } from './hostile-input-trash-cases';
import { ACTIVITY_NOTE_MAX, ACTIVITY_SUBJECT_MAX, ACTIVITY_TYPE_NAME_MAX, COMPANY_FIELD_LIMITS } from '@meridian/contract';

const text = (max: number): FieldRule => ({ kind: 'text', max });
const checked = (max?: number): FieldRule => ({ kind: 'checked', max });

const contactFields: Record<string, FieldRule> = {
  first: text(200),
  last: text(200),
  email: checked(320), // one email rule for contacts, companies and the import (isValidEmail of @meridian/contract)
  phone: text(100),
  company: text(300),
  tags: text(2000),
  company_id: { kind: 'id', status: 400, max: 100 },
};
// One contact per email in an organisation: each request gives an email of its own.
let contactsMade = 0;
const contact = () => ({ first: 'Grace', last: 'Hopper', email: `grace.${++contactsMade}@navy.test`, phone: '+1 555 0100', company: 'Navy', tags: 'vip' });

const L = COMPANY_FIELD_LIMITS;
const companyFields: Record<string, FieldRule> = {
  name: text(L.name),
  description: text(L.description),
  phone: text(L.phone),
  address: text(L.address),
  industry: text(L.industry),
  email: checked(L.email),
  website: checked(L.website),
  logo_url: checked(L.logo_url),
  size: checked(L.size),
  owner_id: { kind: 'id', status: 400, max: 200 },
};
const company = () => ({ name: 'Initech', description: 'Software', website: 'https://initech.test', email: 'info@initech.test', size: 'small' });

const stageId = { kind: 'id', status: 404 } as const;
const notes = text(1000);
const restoreIds: FieldRule = { kind: 'id', status: 200, max: 100, list: true };
const delimiter = checked(1);
// Row 2 repeats the seeded contact's email: the import runs to the end and stores nothing.
const importFile = () => 'first,last,email\nAda,Again,ada@zqxorgonlymarker.test\n';

const lookedUp: FieldRule = { kind: 'id', status: 400, max: 100 };
const mergeId: FieldRule = { kind: 'id', status: 404, max: 100 };
const activityFields: Record<string, FieldRule> = {
  type: lookedUp,
  subject: text(ACTIVITY_SUBJECT_MAX),
  due_at: checked(40),
  note: text(ACTIVITY_NOTE_MAX),
  assignee_id: lookedUp,
  contact_id: lookedUp,
  company_id: lookedUp,
  deal_contact_id: lookedUp,
};

export const hostileCases: HostileCase[] = [
  { route: 'POST /contacts', body: contact, status: 201, required: ['first', 'last', 'email'], fields: contactFields },
  {
    route: 'PUT /contacts/:id',
    params: (ids) => ({ id: ids.contactId }),
    body: contact,
    status: 200,
    required: ['first', 'last', 'email'],
    fields: contactFields,
  },
  { route: 'DELETE /contacts/:id', params: (ids) => ({ id: ids.contactId }), status: 204 },
  { route: 'POST /contacts/restore', body: (ids) => ({ ids: [ids.contactId] }), status: 200, required: ['ids'], fields: { ids: restoreIds } },
  // Both filters match nothing, so no variant (one field made hostile at a time) deletes anything.
  {
    route: 'POST /contacts/bulk-delete',
    body: (ids) => ({ search: 'nomatchzz', company_id: 'no-such-company', except_ids: [ids.contactId] }),
    status: 200,
    refusesUnknown: true,
    fields: { search: { kind: 'id', status: 200, max: 200 }, company_id: { kind: 'id', status: 200, max: 100 }, except_ids: { ...restoreIds, max: 100 } },
  },
  { route: 'POST /contacts/bulk-delete/:batchId/undo', params: (ids) => ({ batchId: ids.contactId }), status: 404 },
  ...bulkEditHostileCases,

  {
    route: 'POST /contacts/:id/notes',
    params: (ids) => ({ id: ids.contactId }),
    body: () => ({ body: 'Called back' }),
    status: 201,
    required: ['body'],
    fields: { body: text(100_000) },
  },
  {
    route: 'PUT /contacts/:id/notes/:noteId',
    params: (ids) => ({ id: ids.contactId, noteId: ids.noteId }),
    body: () => ({ body: 'Called back twice' }),
    status: 200,
    required: ['body'],
    fields: { body: text(100_000) },
  },
  { route: 'DELETE /contacts/:id/notes/:noteId', params: (ids) => ({ id: ids.contactId, noteId: ids.noteId }), status: 204 },

  // Hostile names and types of the files themselves: test/hostile-attachments.test.ts.
  {
    route: 'POST /contacts/:id/attachments',
    params: (ids) => ({ id: ids.contactId }),
    raw: () => multipartBody([{ filename: 'notes.txt', data: 'hello', contentType: 'text/plain' }]),
    status: 201,
  },
  { route: 'DELETE /contacts/:id/attachments/:attachmentId', params: (ids) => ({ id: ids.contactId, attachmentId: ids.attachmentId }), status: 204 },

  // Ids are looked up among the records the caller may change: anything else merges nothing (404).
  {
    route: 'POST /contacts/merge',
    body: (ids) => ({ primary_id: ids.contactId, ids: [ids.freeContactId] }),
    status: 200,
    required: ['primary_id', 'ids'],
    fields: { primary_id: mergeId, ids: { ...mergeId, list: true } },
    refusesUnknown: true,
  },
  { route: 'POST /contacts/merge/:batchId/undo', params: (ids) => ({ batchId: ids.contactMergeId }), status: 200 },
  {
    route: 'POST /companies/merge',
    body: (ids) => ({ primary_id: ids.companyId, ids: [ids.freeCompanyId] }),
    status: 200,
    required: ['primary_id', 'ids'],
    fields: { primary_id: mergeId, ids: { ...mergeId, list: true } },
    refusesUnknown: true,
  },
  { route: 'POST /companies/merge/:batchId/undo', params: (ids) => ({ batchId: ids.companyMergeId }), status: 200 },

  { route: 'POST /companies', body: company, status: 201, required: ['name'], fields: companyFields },
  { route: 'PUT /companies/:id', params: (ids) => ({ id: ids.companyId }), body: company, status: 200, fields: companyFields },
  { route: 'DELETE /companies/:id', params: (ids) => ({ id: ids.companyId }), status: 204 },
  { route: 'POST /companies/restore', body: (ids) => ({ ids: [ids.companyId] }), status: 200, required: ['ids'], fields: { ids: restoreIds } },

  {
    route: 'PUT /pipeline/stages/:stageId',
    params: (ids) => ({ stageId: ids.stageId }),
    body: () => ({ name: 'Hot lead', color: '#ff8800' }),
    status: 200,
    fields: { name: text(50), color: checked() },
  },
  {
    route: 'PUT /pipeline/:contactId/move',
    params: (ids) => ({ contactId: ids.contactId }),
    body: (ids) => ({ stageId: ids.otherStageId, notes: 'Signed' }),
    status: 200,
    required: ['stageId'],
    fields: { stageId, notes },
    freshOrgPerWrite: true,
  },
  {
    route: 'POST /pipeline/:contactId/add',
    params: (ids) => ({ contactId: ids.freeContactId }),
    body: (ids) => ({ stageId: ids.stageId, notes: 'Met at a fair' }),
    status: 201,
    fields: { stageId, notes },
    freshOrgPerWrite: true,
  },
  { route: 'DELETE /pipeline/:contactId/remove', params: (ids) => ({ contactId: ids.contactId }), status: 200 },
  {
    route: 'PUT /pipeline/:contactId/deal',
    params: (ids) => ({ contactId: ids.contactId }),
    body: () => ({ value: '1250.00', currency: 'EUR', close_date: '2030-01-31', next_step: 'Call back' }),
    status: 200,
    fields: { value: checked(40), currency: checked(), close_date: checked(), next_step: text(500), owner_id: { kind: 'id', status: 400, max: 200 } },
  },
  {
    route: 'PUT /me/preferences',
    // Any one field is a change; none at all is refused (test/preferences.test.ts).
    body: () => ({ language: 'fr', timezone: 'Europe/Paris', date_format: 'YYYY-MM-DD', time_format: '24h' }),
    status: 200,
    fields: { language: checked(), timezone: checked(), date_format: checked(), time_format: checked() },
    bodyLimit: 1024,
    refusesUnknown: true,
  },
  // Ids of notifications are looked up among the caller's own: anything else marks nothing.
  {
    route: 'POST /notifications/read',
    body: (ids) => ({ ids: [ids.notificationId] }),
    status: 200,
    required: ['ids'],
    fields: { ids: { kind: 'id', status: 200, list: true, max: 100 } },
    bodyLimit: 16 * 1024,
    refusesUnknown: true,
  },
  { route: 'POST /me/calendar', status: 201 },
  { route: 'DELETE /me/calendar', status: 204 },

  {
    route: 'POST /activities',
    body: (ids) => ({ type: 'call', subject: 'Call back', due_at: '2030-01-01T10:00:00Z', note: 'About the offer', contact_id: ids.contactId }),
    status: 201,
    required: ['type', 'subject', 'due_at'],
    fields: activityFields,
  },
  {
    route: 'PUT /activities/:id',
    params: (ids) => ({ id: ids.activityId }),
    body: () => ({ subject: 'Visit again', due_at: '2030-01-02T10:00:00Z', note: 'Bring the samples' }),
    status: 200,
    fields: activityFields,
  },
  { route: 'POST /activities/:id/complete', params: (ids) => ({ id: ids.activityId }), status: 200 },
  { route: 'POST /activities/:id/reopen', params: (ids) => ({ id: ids.activityId }), status: 200 },
  { route: 'DELETE /activities/:id', params: (ids) => ({ id: ids.activityId }), status: 204 },
  { route: 'POST /activities/restore', body: (ids) => ({ ids: [ids.activityId] }), status: 200, required: ['ids'], fields: { ids: restoreIds } },
  {
    route: 'POST /activity-types',
    body: () => ({ name: 'Site visit' }),
    status: 201,
    required: ['name'],
    fields: { name: text(ACTIVITY_TYPE_NAME_MAX) },
  },
  { route: 'DELETE /activity-types/:key', params: (ids) => ({ key: ids.activityTypeId }), status: 204 },

  // CSV content itself: test/csv-torture.test.ts and test/import-*.test.ts.
  {
    route: 'POST /import-export/preview',
    body: () => ({ csvData: importFile(), delimiter: ',' }),
    status: 200,
    required: ['csvData'],
    fields: { delimiter },
    bodyLimit: 20 * 1024 * 1024,
  },
  {
    route: 'POST /import-export/execute',
    body: () => ({
      csvData: importFile(),
      columnMapping: { first: 'first', last: 'last', email: 'email' },
      delimiter: ',',
      createCompanies: true,
      importId: 'hostile-import',
    }),
    status: 200,
    required: ['csvData', 'columnMapping'],
    fields: { delimiter, importId: { kind: 'id', status: 200, max: 100 } },
    bodyLimit: 'elsewhere', // 100 MB + 1 byte: test/import-execute-progress.test.ts
  },
  // The file's own bytes: hostile files are test/csv-stream.test.ts and test/import-jobs.test.ts.
  {
    route: 'POST /imports/preview',
    raw: () => ({ payload: Buffer.from(importFile()), headers: { 'content-type': 'application/octet-stream' } }),
    status: 200,
  },
  {
    route: 'POST /imports',
    raw: () =>
      multipartBody([
        {
          field: 'options',
          filename: '',
          nameParams: '',
          contentType: 'text/plain',
          data: JSON.stringify({ columnMapping: { first: 'first', last: 'last', email: 'email' } }),
        },
        { field: 'file', filename: 'hostile.csv', contentType: 'text/csv', data: importFile() },
      ]),
    status: 202,
  },
  // No import of that id (the seeded organisation has none): looked up, never found.
  { route: 'POST /imports/:id/cancel', params: (ids) => ({ id: ids.contactId }), status: 404 },

  // Members and invitations: the sign-in service of the tests (helpers/sign-in-server.ts) answers them; ids it does not know are lookups that find nothing.
  {
    route: 'POST /organisation/invitations',
    body: () => ({ email: 'invitee@hostile.test', role: 'member' }),
    status: 201,
    required: ['email', 'role'],
    fields: { email: checked(254), role: checked() },
  },
  { route: 'DELETE /organisation/invitations/:id', params: (ids) => ({ id: ids.contactId }), status: 404 },
  {
    route: 'PUT /organisation/members/:id',
    params: (ids) => ({ id: ids.contactId }),
    body: () => ({ role: 'admin' }),
    status: 404,
    required: ['role'],
    fields: { role: checked() },
  },
  // hand_to is checked against the members mirror before the sign-in service is asked.
  {
    route: 'POST /organisation/members/:id/remove',
    params: (ids) => ({ id: ids.contactId }),
    body: (ids) => ({ hand_to: ids.memberId }),
    status: 404,
    required: ['hand_to'],
    fields: { hand_to: { kind: 'id', status: 400, max: 200 } },
  },
  ...viewsHostileCases,
  ...shapeHostileCases,
  ...settingsHostileCases,
  ...trashHostileCases,
  ...organisationHostileCases,
];
