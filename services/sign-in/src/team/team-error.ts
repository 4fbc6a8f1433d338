import type { ErrorCode, ErrorParams } from '@meridian/contract';

/** A refusal of a team change: the JSON routes answer it as { error, code, params? } with its status. */
export class TeamError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    super(code);
  }
}
