// The stable codes of the API's refusals (ErrorAnswer.code). A code never changes meaning once
// published: clients translate it (the front end's `errors.<code>` catalogue, with `params` as
// the message's arguments) and fall back to `error`, the English text written here once, for a
// code they do not know. Plain values and functions only: the front end imports them.
import { MONEY_MESSAGES } from './money';
import { COMPANY_MESSAGES, COMPANY_SIZE_VALUES, EMAIL_INVALID, IMPORT_TOO_LARGE } from './rules';

/** The values a refusal's text is built from (ErrorAnswer.params): names, counts, limits. */
export type ErrorParams = Record<string, string | number>;

type Text = string | ((params: never) => string);

/**
 * Every code the API answers, with its English text (a function of its params where the text
 * names a value). The generic ones by status come first: the API's error handler gives them to
 * refusals no throw site coded (a framework's or a plugin's).
 */
export const ERROR_CODES = {
  // Generic, by HTTP status.
  bad_request: 'Bad Request',
  not_authenticated: 'Authentication required',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  method_not_allowed: 'Method Not Allowed',
  not_acceptable: 'Not Acceptable',
  request_timeout: 'Request Timeout',
  conflict: 'Conflict',
  payload_too_large: 'Payload Too Large',
  unsupported_media_type: 'Unsupported Media Type',
  too_many_requests: (p: { seconds: number }) => `Too many requests, retry in ${p.seconds} seconds`,
  client_closed_request: 'The client closed the connection before its request was served',
  internal_error: 'Internal server error',
  service_unavailable: 'Service Unavailable',
  request_failed: 'Request failed',

  // Signing in.
  token_expired: 'Token expired',
  token_invalid: 'Invalid token',
  service_id_unknown: 'Missing or unknown X-Service-Id header',
  too_many_failed_tokens: (p: { seconds: number }) => `Too many requests without a valid token, retry in ${p.seconds} seconds`,
  // The sign-in service's JSON answers.
  refresh_failed: 'Token refresh failed',
  too_many_refreshes: 'Too many failed token refreshes. Try again later.',
  too_many_sign_in_attempts: 'Too many sign-in attempts. Try again in a minute.',
  too_many_failed_sign_ins: (p: { seconds: number }) => `Too many failed sign-ins. Try again in ${p.seconds} second${p.seconds === 1 ? '' : 's'}.`,
  origin_not_allowed: 'Origin not allowed',

  // The request itself.
  /** A JSON-schema refusal; `error` names the rule ('email must be a valid email'). */
  validation_failed: (p: { field: string }) => `${p.field} is not valid`,
  field_required: (p: { field: string }) => `${p.field} is required`,
  field_unknown: (p: { field: string }) => `Unknown field ${p.field}`,
  number_not_finite: (p: { field: string }) => `${p.field} must be a finite number`,
  url_invalid: 'The URL is not valid (malformed percent-encoding)',
  url_segment_too_long: 'A path segment of the URL is too long',
  url_nul: 'The URL must not contain NUL characters (%00)',
  url_surrogate: 'The URL must not contain unpaired UTF-16 surrogates',
  body_not_utf8: 'Request body is not valid UTF-8 text',
  json_invalid: 'Body is not valid JSON',
  json_too_deep: (p: { depth: number }) => `JSON must not be nested more than ${p.depth} levels deep`,
  text_nul: 'Text must not contain NUL characters (\\u0000)',
  text_surrogate: 'Text must not contain unpaired UTF-16 surrogates (such as \\ud800)',
  body_idle: (p: { seconds: number }) => `Nothing of the request arrived for ${p.seconds} seconds; the connection was closed`,
  database_busy: 'The database is busy saving a large import. Please try again in a moment.',
  database_unavailable: 'Database unavailable',

  // Records that are not there (or belong to another organisation).
  contact_not_found: 'Contact not found',
  company_not_found: 'Company not found',
  note_not_found: 'Note not found',
  attachment_not_found: 'Attachment not found',
  pipeline_not_found: 'Pipeline not found',
  no_pipeline: 'No pipeline found',
  no_stages: 'No stages found in pipeline',
  stage_not_found: 'Stage not found',
  import_not_found: 'Import not found',
  not_in_pipeline: (p: { name: string }) => `${p.name} is not in a pipeline`,
  undo_expired: 'This delete can no longer be undone',
  trash_item_not_found: 'This item is not in the Trash',

  // Contacts, companies, notes, members.
  email_invalid: EMAIL_INVALID,
  company_id_unknown: 'company_id does not match a company of your organisation',
  owner_not_member: 'Owner must be a member of your organisation',
  note_body_required: 'Note body is required',
  company_name_required: COMPANY_MESSAGES.name,
  website_invalid: COMPANY_MESSAGES.website,
  logo_url_invalid: COMPANY_MESSAGES.logo_url,
  company_size_invalid: (p: { sizes: string }) => `Company size must be one of: ${p.sizes}`,
  /** One contact per email in an organisation: `params.id` is the contact that has it, for a link. */
  email_taken: (p: { name: string; id: string }) => `${p.name} already has this email`,
  /** The same, when the contact that has it is one the caller cannot see. */
  email_taken_hidden: 'Another contact in your organisation already has this email',
  /** A note or file whose contact (or company) is itself in the Trash: restore that first. */
  parent_in_trash: 'Restore its contact first: it is in the Trash too',
  merge_record_not_found: 'One of the records to merge was not found',
  merge_primary_in_ids: 'The primary record cannot also be one of the records merged into it',
  merge_value_source: (p: { field: string }) => `The value of ${p.field} must come from one of the merged records`,
  merge_undo_conflict: (p: { name: string; id: string }) => `This merge can no longer be undone: ${p.name} now has one of its emails`,

  // List filters, saved views and bulk edit.
  filter_range_invalid: (p: { field: string }) => `${p.field}: the start is after the end`,
  filter_tags_too_many: (p: { max: number }) => `A tag filter names at most ${p.max} tags`,
  view_not_found: 'View not found',
  view_not_editable: 'Only the member who created this view, or an admin, can change it',
  view_builtin: 'The built-in view cannot be changed or deleted: save your changes as a new view',
  views_too_many: (p: { max: number }) => `You can keep at most ${p.max} views of a list`,
  view_settings_invalid: (p: { field: string }) => `The view's ${p.field} does not fit its list`,
  bulk_edit_target: 'Send either ids or filter',
  bulk_edit_not_found: 'Bulk edit not found',
  bulk_edit_undo_expired: 'This edit can no longer be undone',
  bulk_edit_running: 'Another bulk edit of this organisation is still running: try again when it has finished',

  // The pipeline and deals.
  already_in_pipeline: (p: { name: string; stage: string }) => `${p.name} is already in pipeline (${p.stage} stage)`,
  stage_change_empty: 'Send a stage name, color, probability or outcome to change',
  stage_name_blank: 'Stage name must not be blank',
  amount_invalid: MONEY_MESSAGES.amount,
  amount_negative: MONEY_MESSAGES.negative,
  amount_too_large: (p: { digits: number }) => `An amount has at most ${p.digits} digits before the decimal point`,
  amount_decimals: (p: { currency: string; digits: number }) => MONEY_MESSAGES.decimals(p.currency, p.digits),
  currency_invalid: MONEY_MESSAGES.currency,
  close_date_invalid: 'Please enter a valid close date (YYYY-MM-DD)',

  // Files and imports.
  file_too_large: (p: { max: string }) => `File too large (max ${p.max})`,
  too_many_files: (p: { max: number }) => `Too many files (at most ${p.max} per upload)`,
  no_file: 'No file uploaded: send multipart/form-data with one or more parts named "file"',
  multipart_malformed: 'The upload could not be read (malformed multipart body)',
  multipart_required: 'Send the file as multipart/form-data',
  import_too_large: IMPORT_TOO_LARGE,
  import_no_file: 'No file uploaded: send multipart/form-data with an options field, then the file in a part named "file"',
  import_options_first: 'Send the options field before the file',
  import_options_not_json: 'options must be JSON text',
  csv_empty: 'The CSV file is empty',
  csv_no_header: 'The CSV file has no header row',
  csv_no_data_rows: 'The CSV file has no data rows',
  header_row_past_end: (p: { row: number }) => `The header row (row ${p.row}) is past the end of the CSV file`,
  delimiter_invalid: "The delimiter must be ',', ';', a tab or '|'",
  /** A file or its options that cannot be imported at all, for a reason without a code of its own: `error` says which. */
  import_rejected: 'This file cannot be imported',
  import_ended: 'This import has already ended',
  import_cancelled: 'The import was cancelled',
  /** An import that stopped on a refusal of its file (`error` says which) or unexpectedly. */
  import_failed: 'Failed to import contacts',
  // Roles, record access and the team.
  role_forbidden: 'Your role does not allow this',
  record_forbidden: 'Only the owner of this record or an admin can change it',
  token_revoked: 'Your access to this organisation changed. Please sign in again.',
  last_owner: 'The organisation must keep at least one owner',
  owner_role_forbidden: 'Only an owner can give, change or remove the owner role',
  already_member: (p: { email: string }) => `${p.email} is already a member`,
  member_not_found: 'Member not found',
  invitation_not_found: 'Invitation not found',
  hand_to_invalid: 'Choose another member of the organisation to receive the records',
  sign_in_unavailable: 'The sign-in service could not be reached. Try again in a moment.',
  // Activities, notifications, preferences.
  activity_not_found: 'Activity not found',
  activity_type_not_found: 'Activity type not found',
  activity_type_exists: (p: { name: string }) => `There is already an activity type named ${p.name}`,
  activity_types_full: (p: { max: number }) => `An organisation can have at most ${p.max} activity types of its own`,
  assignee_invalid: 'Choose a member of the organisation to assign it to',
  link_not_found: 'The linked contact, company or deal was not found',
  due_invalid: 'Enter a valid due date',
  timezone_invalid: 'Choose a valid time zone',
  calendar_feed_not_found: 'Calendar feed not found',
  // Shaping pipelines and stages.
  pipeline_change_empty: 'Send a pipeline name or isDefault to change',
  pipeline_name_blank: 'Pipeline name must not be blank',
  pipeline_name_taken: (p: { name: string }) => `There is already a pipeline named ${p.name}`,
  pipelines_full: (p: { max: number }) => `An organisation can have at most ${p.max} pipelines`,
  pipeline_has_deals: (p: { count: number }) => `This pipeline holds ${p.count === 1 ? '1 deal' : `${p.count} deals`}: choose a pipeline to move them to`,
  pipeline_last: 'The only pipeline cannot be deleted',
  pipeline_move_target_invalid: 'Choose another pipeline of the organisation to move the deals to',
  stages_full: (p: { max: number }) => `A pipeline can have at most ${p.max} stages`,
  stage_has_cards: (p: { count: number }) => `This stage holds ${p.count === 1 ? '1 card' : `${p.count} cards`}: choose a stage to move them to`,
  stage_last: 'The only stage of a pipeline cannot be deleted',
  stage_move_target_invalid: 'Choose another stage of the same pipeline to move the cards to',
  stage_order_mismatch: 'Send every stage of the pipeline, each once',
  // Exchange rates.
  rate_invalid: "Enter a rate like 1.0842: a number above zero, with '.' and no separators",
  rate_too_large: (p: { digits: number }) => `A rate has at most ${p.digits} digits before the decimal point`,
  rate_decimals: (p: { digits: number }) => `A rate has at most ${p.digits} decimals`,
  rate_default_currency: 'The default currency is worth 1 of itself: it needs no rate',
  exchange_rate_not_found: 'Exchange rate not found',
  // An organisation's export and import.
  export_link_not_found: 'This download link has expired or was used already: ask for a new one',
  org_import_not_empty: 'An export can only be imported into an organisation with no contacts, companies, deals, notes or activities yet',
  org_import_no_file: 'Send the export archive (.zip) as the file',
  org_import_too_large: (p: { max: string }) => `The archive is larger than ${p.max}`,
  org_import_not_zip: 'The file is not a zip archive',
  org_import_no_manifest: 'The archive has no manifest.json: it is not a Meridian export',
  org_import_format: (p: { format: string }) => `This archive's format (${p.format}) is not one this version of Meridian reads`,
  org_import_unsafe_path: 'The archive names a file outside its own folders',
  org_import_unpacked_too_large: (p: { max: string }) => `The archive unpacks to more than ${p.max}`,
  org_import_too_many_entries: (p: { max: number }) => `The archive holds more than ${p.max} files`,
  org_import_file_invalid: (p: { file: string }) => `The archive's ${p.file} cannot be read`,
  // The dashboard.
  dashboard_range_too_long: (p: { max: number }) => `Choose a period of at most ${p.max} months`,
} as const satisfies Record<string, Text>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The params a code's text takes (undefined for a fixed text). */
export type ErrorParamsOf<C extends ErrorCode> = (typeof ERROR_CODES)[C] extends (params: infer P) => string ? P : undefined;

/** A code's English text with its params filled in. */
export function errorMessage(code: ErrorCode, params?: ErrorParams): string {
  const text: Text = ERROR_CODES[code];
  return typeof text === 'function' ? (text as (p: ErrorParams) => string)(params ?? {}) : text;
}

/** The size rule's params, written once for the API's refusal and its documentation. */
export const COMPANY_SIZE_PARAMS = { sizes: COMPANY_SIZE_VALUES.join(', ') };
