import type { OperationCodes, OperationId } from './operations.gen';

/** A business outcome other than success (`code !== 1`), as the contract's x-codes list it. */
export class BizError<Op extends OperationId = OperationId> extends Error {
  readonly name = 'BizError';
  constructor(
    readonly code: Exclude<OperationCodes[Op], 1>,
    /** The server's message, meant for the user (shown as a toast where docs/product says so). */
    readonly msg: string,
    readonly operation: Op,
    /** The envelope's data: null for most codes; some carry what the next step needs (code 2 of third-party login). */
    readonly data: unknown = null,
  ) {
    super(`${operation}: code ${String(code)} ${msg}`);
  }

  /** The token is missing or stale: every login-only operation may answer it. */
  get isLoginExpired(): boolean {
    return (this.code as number) === LOGIN_EXPIRED;
  }
}

/** The call did not produce a business answer: network failure, HTTP error, or a body that is not the envelope. */
export class ApiError extends Error {
  readonly name = 'ApiError';
  constructor(
    message: string,
    readonly operation: string,
    /** HTTP status; 0 when the request never got a response. */
    readonly status: number,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}

export const LOGIN_EXPIRED = -1;

export function isBizError<Op extends OperationId>(err: unknown, operation?: Op): err is BizError<Op> {
  return err instanceof BizError && (operation === undefined || err.operation === operation);
}
