// Entity shapes of SPEC §3, as the API sends them: the API's own are @meridian/contract's. No React here.
import type { Contact } from '@meridian/contract';
/** The signed-in user, as the sign-in service's tokens and GET /me name them. */
export type { User } from '@meridian/contract';

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

export type {
  ColumnTarget,
  ContactField,
  ImportEncoding,
  ImportExisting,
  ImportFilePreview,
  ImportJob,
  ImportJobList,
  ImportJobOptions,
  ImportJobPhase,
  ImportJobStatus,
  ImportPreview,
  ImportProgress,
  ImportResult,
  OrganisationSummary,
} from '@meridian/contract';
/** The import's size limits, as the API enforces them. */
export { MAX_IMPORT_BYTES, PREVIEW_BYTES } from '@meridian/contract';
