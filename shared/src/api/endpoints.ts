// One function per call of SPEC §7 (plus the organisation summary). Every request and answer type
// is @meridian/contract's, the schemas the API validates and serialises with.
import type {
  AddAnswer,
  AttachmentListAnswer,
  Board,
  BulkDeleteAnswer,
  CompanyAnswer,
  CompanyCreateBody,
  CompanyListAnswer,
  CompanyListQuery as CompanyListParams,
  CompanyUpdateBody,
  Contact,
  ContactBody,
  ContactListAnswer,
  ContactListQuery as ContactListParams,
  DealAnswer,
  DealBody,
  DealReadAnswer,
  HistoryAnswer,
  ImportFilePreviewAnswer,
  ImportJob,
  ImportJobList,
  ImportJobOptions,
  ImportReadQuery,
  MemberListAnswer,
  MoveAnswer,
  Note,
  NoteListAnswer,
  OrganisationSettings,
  OrganisationSummary,
  PipelineListAnswer,
  PipelineStatus,
  RemoveAnswer,
  RestoreAnswer,
  StageContactsAnswer,
  StageListAnswer,
  UpdateStageAnswer,
  UpdateStageBody,
} from '@meridian/contract';
import { apiRequest } from './request';
import type { UploadProgress } from './transports';

/** The list's query as a client sends it: parameters with a default may be left out. */
export type ContactListQuery = Partial<ContactListParams>;
/** The contact list's own filters: an export with them holds what the list shows. */
export type ContactExportQuery = Pick<ContactListQuery, 'search' | 'company_id' | 'owner_id'>;
/** The same filters: "Select all N matching" deletes what the list shows. */
export type ContactMatchQuery = ContactExportQuery;
export type ContactList = ContactListAnswer;
export type CompanyListQuery = Partial<CompanyListParams>;
/** GET /companies. */
export type CompanyList = CompanyListAnswer;
/** One page of a stage's contacts; `count` is the stage's full count. */
export type StageContactsPage = StageContactsAnswer;

const enc = encodeURIComponent;

export const contactsApi = {
  list: (query: ContactListQuery = {}) => apiRequest<ContactList>('/contacts', { query }),
  get: (id: string) => apiRequest<Contact>(`/contacts/${enc(id)}`),
  create: (input: ContactBody) => apiRequest<Contact>('/contacts', { method: 'POST', body: input }),
  update: (id: string, input: ContactBody) => apiRequest<Contact>(`/contacts/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => apiRequest<void>(`/contacts/${enc(id)}`, { method: 'DELETE' }),
  restore: (ids: string[]) => apiRequest<RestoreAnswer>('/contacts/restore', { method: 'POST', body: { ids } }),
  /** Deletes every contact the list's filters match, except `exceptIds`; `batch_id` undoes it. */
  deleteMatching: (query: ContactMatchQuery, exceptIds: readonly string[] = []) =>
    apiRequest<BulkDeleteAnswer>('/contacts/bulk-delete', { method: 'POST', body: { ...query, except_ids: exceptIds } }),
  undoDeleteMatching: (batchId: string) => apiRequest<RestoreAnswer>(`/contacts/bulk-delete/${enc(batchId)}/undo`, { method: 'POST' }),
};

export const notesApi = {
  list: (contactId: string) => apiRequest<NoteListAnswer>(`/contacts/${enc(contactId)}/notes`),
  create: (contactId: string, body: string) => apiRequest<Note>(`/contacts/${enc(contactId)}/notes`, { method: 'POST', body: { body } }),
  update: (contactId: string, noteId: string, body: string) =>
    apiRequest<Note>(`/contacts/${enc(contactId)}/notes/${enc(noteId)}`, { method: 'PUT', body: { body } }),
  remove: (contactId: string, noteId: string) => apiRequest<void>(`/contacts/${enc(contactId)}/notes/${enc(noteId)}`, { method: 'DELETE' }),
};

export const attachmentsApi = {
  list: (contactId: string) => apiRequest<AttachmentListAnswer>(`/contacts/${enc(contactId)}/attachments`),
  /** One file as multipart field `file`; answers the created attachment(s). */
  upload: (contactId: string, file: File, { signal, onUploadProgress }: UploadOptions = {}) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<AttachmentListAnswer>(`/contacts/${enc(contactId)}/attachments`, {
      method: 'POST',
      body: form,
      signal,
      onUploadProgress,
    });
  },
  remove: (contactId: string, attachmentId: string) => apiRequest<void>(`/contacts/${enc(contactId)}/attachments/${enc(attachmentId)}`, { method: 'DELETE' }),
  /** Fetched with the token (a plain link cannot carry it), then saved as a blob. */
  download: (contactId: string, attachmentId: string) =>
    apiRequest<Response>(`/contacts/${enc(contactId)}/attachments/${enc(attachmentId)}/download`, { raw: true }),
};

export const companiesApi = {
  list: (query: CompanyListQuery = {}) => apiRequest<CompanyList>('/companies', { query }),
  get: (id: string) => apiRequest<CompanyAnswer>(`/companies/${enc(id)}`),
  create: (input: CompanyCreateBody) => apiRequest<CompanyAnswer>('/companies', { method: 'POST', body: input }),
  update: (id: string, input: CompanyUpdateBody) => apiRequest<CompanyAnswer>(`/companies/${enc(id)}`, { method: 'PUT', body: input }),
  remove: (id: string) => apiRequest<void>(`/companies/${enc(id)}`, { method: 'DELETE' }),
  restore: (ids: string[]) => apiRequest<RestoreAnswer>('/companies/restore', { method: 'POST', body: { ids } }),
  contacts: (id: string, query: ContactListQuery = {}) => apiRequest<ContactList>('/contacts', { query: { ...query, company_id: id } }),
};

export const pipelineApi = {
  /** Each pipeline says whether it is the default one (`isDefault`, SPEC §9's rule applied by the API). */
  list: () => apiRequest<PipelineListAnswer>('/pipeline'),
  /**
   * At most `limit` contacts per stage (all without it), each stage's `count` being its full count;
   * with `ownerId`, only that member's deals (counts and totals too).
   */
  board: (id: string, limit?: number, ownerId?: string) => apiRequest<Board>(`/pipeline/${enc(id)}/board`, { query: { limit, owner_id: ownerId } }),
  /** The next cards of one column: `limit` contacts from `offset`. */
  stageContacts: (id: string, stageId: string, offset: number, limit: number, ownerId?: string) =>
    apiRequest<StageContactsPage>(`/pipeline/${enc(id)}/stages/${enc(stageId)}/contacts`, { query: { offset, limit, owner_id: ownerId } }),
  stages: (id: string) => apiRequest<StageListAnswer>(`/pipeline/${enc(id)}/stages`),
  updateStage: (stageId: string, change: UpdateStageBody) => apiRequest<UpdateStageAnswer>(`/pipeline/stages/${enc(stageId)}`, { method: 'PUT', body: change }),
  move: (contactId: string, stageId: string) => apiRequest<MoveAnswer>(`/pipeline/${enc(contactId)}/move`, { method: 'PUT', body: { stageId } }),
  history: (contactId: string) => apiRequest<HistoryAnswer>(`/pipeline/${enc(contactId)}/history`),
  /** Without a stage the API puts the contact into the first stage of the default pipeline; a 409's body is where it is. */
  add: (contactId: string, stageId?: string, deal?: DealBody) =>
    apiRequest<AddAnswer>(`/pipeline/${enc(contactId)}/add`, { method: 'POST', body: { ...(stageId ? { stageId } : {}), ...(deal ? { deal } : {}) } }),
  remove: (contactId: string) => apiRequest<RemoveAnswer>(`/pipeline/${enc(contactId)}/remove`, { method: 'DELETE' }),
  status: (contactId: string) => apiRequest<PipelineStatus>(`/pipeline/${enc(contactId)}/status`),
  /** The contact's deal; 404 when the contact is in no pipeline. */
  deal: (contactId: string) => apiRequest<DealReadAnswer>(`/pipeline/${enc(contactId)}/deal`),
  /** Only the fields given change (null clears one); every change is recorded in the contact's Activity. */
  updateDeal: (contactId: string, change: DealBody) => apiRequest<DealAnswer>(`/pipeline/${enc(contactId)}/deal`, { method: 'PUT', body: change }),
  /** The deals CSV (DEALS_CSV_COLUMNS) of every card of the pipeline, or of one owner's. */
  exportDeals: (id: string, ownerId?: string) => apiRequest<Response>(`/pipeline/${enc(id)}/deals.csv`, { raw: true, query: { owner_id: ownerId } }),
};

/** How the preview reads the file's start; an absent value is detected. */
export type ImportPreviewParams = ImportReadQuery;
export interface UploadOptions {
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** Import jobs (deviation 9): the file is uploaded as it is and imported on the server. */
export const importsApi = {
  /** `head`: the file's first bytes (at most 4 MiB), sent raw. */
  preview: (head: Blob, { encoding, delimiter, headerRow, complete }: ImportPreviewParams = {}) =>
    apiRequest<ImportFilePreviewAnswer>('/imports/preview', {
      method: 'POST',
      // 'true', not '1': the API's query schema reads a boolean, and coerces only true/false.
      query: { encoding, delimiter, headerRow, complete: complete ? true : undefined },
      body: head.slice(0, head.size, 'application/octet-stream'),
    }),
  /** Multipart: `options` first (the server reads it before the file streams in), then the file. Answers 202 once stored. */
  upload: (file: File, options: ImportJobOptions, { signal, onUploadProgress }: UploadOptions = {}) => {
    const form = new FormData();
    form.append('options', JSON.stringify(options));
    form.append('file', file, file.name);
    // Always over XMLHttpRequest, as before: the progress callback picks the transport.
    return apiRequest<ImportJob>('/imports', { method: 'POST', body: form, signal, onUploadProgress: onUploadProgress ?? (() => {}) });
  },
  /** The organisation's imports, newest first. */
  list: (page = 1, limit = 20) => apiRequest<ImportJobList>('/imports', { query: { page, limit } }),
  get: (id: string) => apiRequest<ImportJob>(`/imports/${enc(id)}`),
  /** The whole error report (text/csv, `row,error`) as a raw Response to save. */
  errorsCsv: (id: string) => apiRequest<Response>(`/imports/${enc(id)}/errors`, { raw: true }),
  /** 409 when the import has already ended. */
  cancel: (id: string) => apiRequest<ImportJob>(`/imports/${enc(id)}/cancel`, { method: 'POST' }),
};

export const importExportApi = {
  template: () => apiRequest<Response>('/import-export/template', { raw: true }),
  /** The contacts as CSV (the template's columns): every one, or those the same search and company filter list. */
  exportContacts: ({ search, company_id, owner_id }: ContactExportQuery = {}) =>
    apiRequest<Response>('/import-export/export', { raw: true, query: { search, company_id, owner_id } }),
};

export const organisationApi = {
  summary: () => apiRequest<OrganisationSummary>('/organisation/summary'),
  /** Users who have signed in to the organisation, by name: who can own contacts and deals. */
  members: () => apiRequest<MemberListAnswer>('/members'),
  settings: () => apiRequest<OrganisationSettings>('/organisation/settings'),
  updateSettings: (settings: OrganisationSettings) => apiRequest<OrganisationSettings>('/organisation/settings', { method: 'PUT', body: settings }),
};
