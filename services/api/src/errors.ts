/**
 * An error whose message is safe to show the client. Anything else that reaches the error
 * handler with a 5xx status is answered with a generic message and logged.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Which request field was wrong, for a form to show the message there (ErrorAnswer.field). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
/** Use for records of other organisations too: a 403 would confirm that the id exists. */
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
