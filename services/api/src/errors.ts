import { errorMessage, type ErrorCode, type ErrorParams } from '@meridian/contract';

/** What a refusal says besides its code (ErrorAnswer's other fields). */
export interface RefusalDetail {
  /** Which request field was wrong, for a form to show the message there (ErrorAnswer.field). */
  field?: string;
  /** The values the code's text names (ErrorAnswer.params). */
  params?: ErrorParams;
  /** The English text, when it says more than the code's own (an import's reason, Ajv's rule). */
  message?: string;
}

/**
 * An error whose message is safe to show the client, with its stable code (ERROR_CODES of
 * @meridian/contract). Anything else that reaches the error handler with a 5xx status is
 * answered with a generic message and logged. The code is `errorCode`, not `code`: Fastify
 * writes its own codes ('FST_ERR_VALIDATION') into `code` of errors passing through it.
 */
export class HttpError extends Error {
  readonly field?: string;
  readonly params?: ErrorParams;

  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    detail: RefusalDetail = {},
  ) {
    super(detail.message ?? errorMessage(errorCode, detail.params));
    this.name = 'HttpError';
    this.field = detail.field;
    this.params = detail.params;
  }
}

export const badRequest = (code: ErrorCode, detail?: RefusalDetail) => new HttpError(400, code, detail);
export const unauthorized = (code: ErrorCode = 'not_authenticated') => new HttpError(401, code);
/** Use for records of other organisations too: a 403 would confirm that the id exists. */
export const notFound = (code: ErrorCode = 'not_found', detail?: RefusalDetail) => new HttpError(404, code, detail);
export const conflict = (code: ErrorCode, detail?: RefusalDetail) => new HttpError(409, code, detail);
/** Something that was there and is no longer (an undo after its window). */
export const gone = (code: ErrorCode) => new HttpError(410, code);
export const payloadTooLarge = (code: ErrorCode, detail?: RefusalDetail) => new HttpError(413, code, detail);
/** A record the caller sees but may not change (record access); one they may not see is a 404. */
export const forbidden = (code: ErrorCode) => new HttpError(403, code);
