export { ApiError, FALLBACK_ERROR, NETWORK_ERROR } from './ApiError';
export { errorText, errorTextAround, failureWithReason } from './errorText';
export { apiRequest } from './request';
export type { UploadOptions, UploadProgress } from './transports';
export type { Query, RequestOptions } from './request';
export { contactsApi, type ContactExportQuery, type ContactList, type ContactListQuery, type ContactMatchQuery } from './contacts';
export { notesApi } from './notes';
export { attachmentsApi } from './attachments';
export { companiesApi, type CompanyList, type CompanyListQuery } from './companies';
export { pipelineApi, type BoardActivityFilter, type StageContactsPage } from './pipeline';
export { importsApi, type ImportPreviewParams } from './imports';
export { importExportApi } from './importExport';
export { organisationApi } from './organisation';
export { getPreferences, savePreferences } from './preferences';
export { teamApi, auditApi } from './team';
export { activitiesApi, notificationsApi, calendarApi, type ActivityListQuery } from './activities';
export { duplicatesApi, type DuplicateListQuery } from './duplicates';
export { viewsApi } from './views';
export { trashApi } from './trash';
export { keys, keysOf } from './keys';
export { pipelineShapesApi } from './pipelineShapes';
export {
  dashboardApi,
  dashboardQuery,
  DASHBOARD_CHARTS,
  type ConvertedTotal,
  type DashboardAnswers,
  type DashboardChart,
  type DashboardQuery,
} from './dashboard';
export type { KeyKind } from './keys';
