// Entity shapes of SPEC §3, as the API sends them: the API's own are @meridian/contract's. No React here.
import type { Contact } from '@meridian/contract';
export interface User {
  id: string;
  name: string;
  email: string;
  orgSlug: string;
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, epoch milliseconds. */
  expiresAt: number;
}

/** created_at may arrive as seconds, milliseconds or a date string (SPEC §3). */
export type Timestamp = string | number;

export type { Attachment, Contact, ContactBody as ContactInput, Note } from '@meridian/contract';

export const INDUSTRIES = [
  'Technology', 'Healthcare', 'Finance', 'Education', 'Retail',
  'Manufacturing', 'Real Estate', 'Consulting', 'Media', 'Other',
] as const;

export const COMPANY_SIZES = [
  { value: 'startup', label: 'Startup (1-10 employees)' },
  { value: 'small', label: 'Small (11-50 employees)' },
  { value: 'medium', label: 'Medium (51-200 employees)' },
  { value: 'large', label: 'Large (201-1000 employees)' },
  { value: 'enterprise', label: 'Enterprise (1000+ employees)' },
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number]['value'];

export interface Company {
  id: string;
  name: string;
  description?: string | null;
  website?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  industry?: string | null;
  size?: CompanySize | null;
  logo_url?: string | null;
  contact_count?: number;
  created_at: Timestamp;
}

export type CompanyInput = Partial<Omit<Company, 'id' | 'contact_count' | 'created_at'>> & { name: string };

export interface Pipeline {
  id: string;
  name: string;
}

export interface Stage {
  id: string;
  name: string;
  color: string;
  position?: number;
}

export interface BoardStage extends Stage {
  contacts: Contact[];
  count: number;
}

export interface Board {
  pipeline: Pipeline;
  stages: BoardStage[];
  totalContacts: number;
}

export interface PipelineStatus {
  inPipeline: boolean;
  stageName?: string | null;
  stageColor?: string | null;
}

export interface HistoryEntry {
  id?: string;
  stage_name: string;
  changed_at: Timestamp;
  changed_by: string;
  notes?: string | null;
}

export type ContactField = 'first' | 'last' | 'email' | 'phone' | 'company' | 'tags';

export interface ImportPreview {
  headers: string[];
  sampleRows: string[][];
  totalRows: number;
  suggestedMapping: Record<string, ContactField | 'skip'>;
  /** The delimiter the server used: the one asked for, or the one it detected. */
  delimiter?: string;
}

/** Where a running import is (GET /import-export/progress/{importId}). */
export interface ImportProgress {
  importId: string;
  phase: 'parsing' | 'validating' | 'writing' | 'finishing' | 'done';
  processed: number;
  total: number;
}

export interface ImportResult {
  success: boolean;
  imported: number;
  failed: number;
  companiesCreated: number;
  errors: { row: number; error: string }[];
}

/** Text encodings an import can be read in (detected from the file's first bytes when not chosen). */
export type ImportEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-1';

/** What to do with a row whose email belongs to an existing contact. */
export type ImportExisting = 'skip' | 'update';

/** POST /imports/preview: the file's first bytes read as the import will read them. */
export interface ImportFilePreview extends ImportPreview {
  delimiter: string;
  encoding: ImportEncoding;
  /** Spreadsheet row (1-based line) of the header; lines above it are ignored. */
  headerRow: number;
  /** The first lines of the file as records, with their spreadsheet row, to pick the header row from. */
  lines: { row: number; cells: string[] }[];
}

/** How an import job reads and applies its file (sent with the upload). */
export interface ImportJobOptions {
  columnMapping: Record<string, ContactField | 'skip'>;
  /** ',' ';' '\t' or '|'; '' or absent: detected. */
  delimiter?: string;
  /** Absent: detected. */
  encoding?: ImportEncoding;
  /** Spreadsheet row of the header; absent: detected. */
  headerRow?: number;
  createCompanies?: boolean;
  existing?: ImportExisting;
}

export type ImportJobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export type ImportJobPhase = 'waiting' | 'reading' | 'writing' | 'finishing';

/** One import of the organisation (GET /imports/{id}, the history of GET /imports). */
export interface ImportJob {
  id: string;
  fileName: string;
  fileSize: number;
  createdBy: { id: string; name: string; email: string };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: ImportJobStatus;
  /** While running: what it is doing. */
  phase: ImportJobPhase | null;
  /** Rows read so far, of about `total` (0 when not known yet). */
  processed: number;
  total: number;
  /** Imports of the organisation ahead of this queued one (0 when running or finished). */
  queuePosition: number;
  imported: number;
  updated: number;
  /** Existing contacts matched with 'update' whose values were already the same. */
  unchanged: number;
  failed: number;
  companiesCreated: number;
  durationMs: number | null;
  /** The first errors (at most 10), row order; the whole list is GET /imports/{id}/errors. */
  errors: { row: number; error: string }[];
  /** Why a failed job failed. */
  error: string | null;
  /** columnMapping as pairs in the order sent (a column may be called __proto__). */
  options: Required<Omit<ImportJobOptions, 'columnMapping'>> & { columnMapping: { column: string; target: ContactField | 'skip' }[] };
}

export interface ImportJobList {
  imports: ImportJob[];
  pagination: { page: number; limit: number; total: number };
}

export interface OrganisationSummary {
  contacts: number;
  companies: number;
  pipelines: number;
}
