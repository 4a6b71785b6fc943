// The response envelope {code, msg, data} and the business codes every area uses.

export const CODE = {
  OK: 1,
  FAILED: 0,
  LOGIN_EXPIRED: -1,
  ALREADY_CLAIMED: -2,
  LIST_END: -404,
  NOT_BOUND: 2,
} as const;

export const MSG_LOGIN_EXPIRED = '登录已过期，请重新登录';

/** A success envelope. */
export function success<D>(data: D, msg = '获取成功'): { code: 1; msg: string; data: D } {
  return { code: CODE.OK, msg, data };
}

/** A success envelope with top-level fields beside data (sk, is_recommend, has_more_page ...). */
export function successWith<D, E extends Record<string, unknown>>(
  extra: E,
  data: D,
  msg = '获取成功',
): { code: 1; msg: string; data: D } & E {
  return { ...extra, code: CODE.OK, msg, data };
}

/** A non-success envelope; `code` keeps its literal type, so a handler may only answer its x-codes. */
export function failure<C extends number>(code: C, msg: string): { code: C; msg: string; data: null } {
  return { code, msg, data: null };
}

export const loginExpired = () => failure(CODE.LOGIN_EXPIRED, MSG_LOGIN_EXPIRED);
