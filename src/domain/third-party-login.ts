// Third-party login (docs/product/screens.md, docs/product/states.md) as pure functions: the OAuth authorise URLs the login button
// opens inside the messaging app (WeChat) or payment app (Alipay), the callback routes they return
// to, and the /bindAccount link for an account that is not bound yet (third_plat_login code 2).

export const WEIXIN_CALLBACK_PATH = '/otherLogin';
export const ALIPAY_CALLBACK_PATH = '/alipayLogin';
export const BIND_ACCOUNT_PATH = '/bindAccount';

export type ThirdPlatform = 'weixin' | 'alipay';

/** The callback page's absolute URL, carrying the page to return to after login. */
export function callbackUrl(origin: string, platform: ThirdPlatform, redirect?: string): string {
  const path = platform === 'weixin' ? WEIXIN_CALLBACK_PATH : ALIPAY_CALLBACK_PATH;
  return `${origin}${path}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
}

/**
 * WeChat's web authorisation page; it returns to redirectUri with `code`. WeChat requires the
 * parameters in this order and the `#wechat_redirect` suffix.
 */
export function weixinAuthorizeUrl(appId: string, redirectUri: string): string {
  return (
    'https://open.weixin.qq.com/connect/oauth2/authorize' +
    `?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    '&response_type=code&scope=snsapi_userinfo&state=h5#wechat_redirect'
  );
}

/** Alipay's web authorisation page; it returns to redirectUri with `auth_code`. */
export function alipayAuthorizeUrl(appId: string, redirectUri: string): string {
  return (
    'https://openauth.alipay.com/oauth2/publicAppAuthorize.htm' +
    `?app_id=${encodeURIComponent(appId)}&scope=auth_user&redirect_uri=${encodeURIComponent(redirectUri)}&state=h5`
  );
}

export interface BindTarget {
  userId: number;
  uid: string;
  platId: 1 | 2;
}

/** /bindAccount?userId=&uid=&platId= (plus the page to return to, when there is one). */
export function bindAccountPath(target: BindTarget, redirect?: string | null): string {
  const params = new URLSearchParams({
    userId: String(target.userId),
    uid: target.uid,
    platId: String(target.platId),
  });
  if (redirect) params.set('redirect', redirect);
  return `${BIND_ACCOUNT_PATH}?${params.toString()}`;
}

/** The bind page's query read back; undefined when any part is missing or malformed. */
export function parseBindTarget(search: string | URLSearchParams): BindTarget | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const userIdText = params.get('userId') ?? '';
  const uid = params.get('uid') ?? '';
  const platIdText = params.get('platId');
  if (!/^[1-9]\d{0,14}$/.test(userIdText)) return undefined;
  if (uid === '' || uid.length > 64) return undefined;
  if (platIdText !== '1' && platIdText !== '2') return undefined;
  return { userId: Number(userIdText), uid, platId: platIdText === '1' ? 1 : 2 };
}
