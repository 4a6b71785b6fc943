import type { OperationCodes, OperationId } from './operations.gen';

// The errors' fields are assigned in their constructors, not declared as class fields: the es2020
// build writes class fields out with a defineProperty helper (0.3 KiB gzip in the first load of
// every page). The instances come out the same: own, enumerable, writable properties, in the order
// the class fields gave them (errors.test.ts).

/** A business outcome other than success (`code !== 1`), as the contract's x-codes list it. */
export class BizError<Op extends OperationId = OperationId> extends Error {
  declare readonly code: Exclude<OperationCodes[Op], 1>;
  /** The server's message, meant for the user (shown as a toast where docs/product says so). */
  declare readonly msg: string;
  declare readonly operation: Op;
  /** The envelope's data: null for most codes; some carry what the next step needs (code 2 of third-party login). */
  declare readonly data: unknown;
  declare readonly name: 'BizError';

  constructor(code: Exclude<OperationCodes[Op], 1>, msg: string, operation: Op, data: unknown = null) {
    super(`${operation}: code ${String(code)} ${msg}`);
    this.code = code;
    this.msg = msg;
    this.operation = operation;
    this.data = data;
    this.name = 'BizError';
  }

  /** The token is missing or stale: every login-only operation may answer it. */
  get isLoginExpired(): boolean {
    return (this.code as number) === LOGIN_EXPIRED;
  }
}

/** The call did not produce a business answer: network failure, HTTP error, or a body that is not the envelope. */
export class ApiError extends Error {
  declare readonly operation: string;
  /** HTTP status; 0 when the request never got a response. */
  declare readonly status: number;
  declare readonly cause?: unknown;
  declare readonly name: 'ApiError';

  constructor(message: string, operation: string, status: number, cause?: unknown) {
    super(message);
    this.operation = operation;
    this.status = status;
    this.cause = cause;
    this.name = 'ApiError';
  }
}

export const LOGIN_EXPIRED = -1;

export function isBizError<Op extends OperationId>(err: unknown, operation?: Op): err is BizError<Op> {
  return err instanceof BizError && (operation === undefined || err.operation === operation);
}
