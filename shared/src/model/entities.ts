// Entity shapes of docs/PRODUCT.md §3, as the API sends them: the API's own are @meridian/contract's. No React here.
import type { CompanyCreateBody } from '@meridian/contract';
/** The signed-in user, as the sign-in service's tokens and GET /me name them. */
export type { User } from '@meridian/contract';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, epoch milliseconds. */
  expiresAt: number;
}

/** created_at may arrive as seconds, milliseconds or a date string (docs/PRODUCT.md §3). */
export type Timestamp = string | number;

export type { Attachment, Contact, ContactBody as ContactInput, ContactRestoreAnswer, Note } from '@meridian/contract';

export { COMPANY_SIZES, INDUSTRIES, type CompanySize } from '@meridian/contract';
export type {
  Board,
  BoardCard,
  BoardStage,
  Company,
  DealChange,
  HistoryEntry,
  Pipeline,
  PipelineListItem,
  PipelineStatus,
  PipelineEntry,
  PipelineStatusAnswer,
  AlreadyInPipelineAnswer,
  Stage,
} from '@meridian/contract';

/** What a company form sends: the contract's create body, with the name it requires. */
export type CompanyInput = CompanyCreateBody & { name: string };

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
  ImportReadQuery,
  ImportProgress,
  ImportResult,
  OrganisationSummary,
} from '@meridian/contract';
/** The import's size limits, as the API enforces them. */
export { MAX_IMPORT_BYTES, PREVIEW_BYTES } from '@meridian/contract';

/** Deals: the shapes, and the money rules both the API and the forms apply. */
export type { BoardTotals, Deal, DealAnswer, DealBody, DealReadAnswer, Member, MoneyTotal, StageOutcome } from '@meridian/contract';
export { currencyDigits, DEFAULT_CURRENCY, isCurrencyCode, MONEY_MESSAGES, NEXT_STEP_MAX, parseAmount } from '@meridian/contract';
/** Converted totals and exchange rates: the shapes, and the rate rules both the API and the settings form apply. */
export type { BoardConvertedTotals, ConvertedTotal, ExchangeRate, ExchangeRateChange, ExchangeRatesAnswer } from '@meridian/contract';
export { parseRate, RATE_MAX_DECIMALS, RATE_MAX_INTEGER_DIGITS } from '@meridian/contract';
