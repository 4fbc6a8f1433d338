import { errorMessage, type ErrorCode, type ErrorParams } from '@meridian/contract';
import { badRequest, type HttpError } from '../errors';

/**
 * Thrown for a file or request that cannot be imported at all; routes answer 400 with the
 * message and its code (`import_rejected` where the reason has no code of its own).
 */
export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode = 'import_rejected',
    readonly params?: ErrorParams,
  ) {
    super(message);
  }

  /** A rejection whose English text is its code's own. */
  static coded(code: ErrorCode, params?: ErrorParams): ImportRejected {
    return new ImportRejected(errorMessage(code, params), code, params);
  }
}

/** What a rejection (or its copy from a preview thread) answers: 400 with its code and words. */
export const rejectionAnswer = (rejected: { message: string; code?: ErrorCode; params?: ErrorParams }): HttpError =>
  badRequest(rejected.code ?? 'import_rejected', { message: rejected.message, params: rejected.params });
