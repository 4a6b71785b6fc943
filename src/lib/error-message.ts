// One message per kind of failure (the error policy, docs/decisions/0002-error-policy.md): what a
// toast or an error state says when a call fails. docs/product/errors.md shows the server's msg for business
// answers; the other kinds are this project's texts, one each.
import { ApiError, BizError } from '@/api/errors';

/** No answer at all: offline, dropped connection, timeout, a body that is not the envelope. */
export const NETWORK_MESSAGE = '网络不太顺畅，请稍后重试';
/** The server failed (HTTP 5xx, 429). */
export const SERVER_MESSAGE = '服务器开小差了，请稍后重试';
/** HTTP 422: the request broke the contract (a validating proxy refused it); a bug, not the user's fault. */
export const CONTRACT_MESSAGE = '提交的内容不符合接口要求，请检查后重试';
/** A business answer other than success that came without a msg. */
export const FAILED_MESSAGE = '操作失败，请稍后重试';

/** A call the app stopped before sending it, with the reason for the user (a photo too large). */
export class LocalError extends Error {
  // Assigned, not a class field: see BizError (src/api/errors.ts).
  declare readonly name: 'LocalError';

  constructor(message: string) {
    super(message);
    this.name = 'LocalError';
  }
}

/** What the user reads for a failed call. */
export function errorMessage(err: unknown): string {
  if (err instanceof LocalError) return err.message;
  if (err instanceof BizError) return err.msg.trim() || FAILED_MESSAGE;
  if (err instanceof ApiError) {
    if (err.status === 422) return CONTRACT_MESSAGE;
    if (err.status >= 500 || err.status === 429) return SERVER_MESSAGE;
  }
  return NETWORK_MESSAGE;
}
