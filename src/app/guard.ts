// The route guard (SPEC 2 "Route guard") as pure functions: which routes need login, the login
// redirect and its safe reading (DESIGN "Safety"), page titles, and one decision per navigation
// that the router's effect carries out. No React and no storage here, so all of it is unit-tested.

/**
 * Routes that need login, each with everything below it (SPEC 2 marks them "auth"; SPEC 6:
 * orders, addresses, collection, coupons, repair card and advice need login). /user/order covers
 * the list, logistics, confirm, detail/{orderNo} and the refund success page.
 * Not here, on purpose:
 * - /payment: the messaging-app payment callback carries a one-time OAuth code that a detour
 *   through login would waste; SPEC 2 does not mark it auth, and the order calls it makes carry
 *   the token, so a missing session surfaces there.
 * - /user, /user/setting, /shop-cart, /list/*: open to visitors (login links, guest cart); their
 *   actions that need login (buy now, comment, like, favourite) send to login themselves (SPEC 6).
 */
export const AUTH_ROUTES = [
  '/user/order',
  '/user/address',
  '/user/collection',
  '/user/coupon',
  '/user/repairCard',
  '/user/advice',
] as const;

export const LOGIN_PATH = '/login';
/** Where login returns without a usable redirect (SPEC 2: default after login /user). */
export const DEFAULT_AFTER_LOGIN = '/user';
/** The one page that keeps its scroll position and scroll handler (its list restores itself). */
export const COMMODITY_PATH = '/commodity';

/**
 * Path segments as React Router matches them: each segment percent-decoded, compared without case
 * (routes are case-insensitive by default), empty segments from '//' or a trailing '/' ignored.
 * Without this, '/USER/order' or '/user/%6Frder' would render an auth page past the guard.
 */
function segments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

const AUTH_SEGMENTS = AUTH_ROUTES.map(segments);

/** Whether the path is an auth route or below one ('/user/orders' is not below '/user/order'). */
export function needsLogin(pathname: string): boolean {
  const path = segments(pathname);
  return AUTH_SEGMENTS.some((route) => route.every((s, i) => path[i] === s));
}

/** The login page that returns to fullPath (path plus query) after login. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * A `redirect` query value, accepted only as a same-site path (DESIGN "Safety"): it starts with
 * exactly one '/', has no backslash (browsers read '/\evil.com' as '//evil.com'), no control
 * characters (the URL parser drops tabs and newlines, so '/\t/evil.com' would become
 * '//evil.com'), and still resolves to this origin. The login page itself is refused too, as
 * returning there after login would loop. Anything else gives the fallback.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f-\u009f]/.test(value)) return fallback;
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (segments(url.pathname).join('/') === LOGIN_PATH.slice(1)) return fallback;
  return value;
}

/**
 * Page titles (SPEC 2 routes) by route pattern, in the router's syntax (':name' is one segment).
 * SPEC names no path for the brand product list, the refund success page, the guarantee list
 * and the app download page; the paths here are this project's choice and the router uses them.
 */
export const ROUTE_TITLES = {
  '/': '首页',
  '/product': '全部商品',
  '/sort/:type': '分类',
  '/commodity': '商品列表',
  '/commodityDetail/:productId': '商品详情',
  '/part': '配件商城',
  '/part-detail': '配件详情',
  '/brand-list': '品牌商品',
  '/activity-list': '活动专区',
  '/new-today': '今日上新',
  '/check-video': '验机视频',
  '/list': '晒单',
  '/list/pro': '相关晒单',
  '/list-detail': '晒单详情',
  '/list/show/:orderno': '发布晒单',
  '/list/success': '发布成功',
  '/shop-cart': '购物车',
  '/user': '个人中心',
  '/user/order': '我的订单',
  '/user/order/logistics': '物流信息',
  '/user/order/confirm': '确认订单',
  '/user/order/detail/:orderNo': '订单详情',
  '/user/order/refund-success': '退款成功',
  '/user/address': '收货地址',
  '/user/address/add': '编辑地址',
  '/user/collection': '我的收藏',
  '/user/coupon': '优惠券',
  '/user/repairCard': '电子保修卡',
  '/user/guarantee': '保修服务',
  '/user/setting': '设置',
  '/user/advice': '意见反馈',
  '/login': '登录',
  '/register': '注册',
  '/findPass': '找回密码',
  '/bindAccount': '绑定手机',
  '/otherLogin': '微信登录',
  '/alipayLogin': '支付宝登录',
  '/payment': '微信支付',
  '/mixedDetail': '先用后付',
  '/download': '下载APP',
} as const satisfies Record<string, string>;

export type RoutePattern = keyof typeof ROUTE_TITLES;

/** The title for an unknown path (the router sends those home anyway) and the HTML's own title. */
export const DEFAULT_TITLE = '二手手机商城';

const TITLE_PATTERNS = (Object.keys(ROUTE_TITLES) as RoutePattern[]).map((pattern) => ({
  pattern,
  parts: pattern
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? null : s.toLowerCase())),
}));

/** The route pattern a path renders, or undefined; a literal segment beats a parameter. */
export function matchRoute(pathname: string): RoutePattern | undefined {
  const path = segments(pathname);
  let best: { pattern: RoutePattern; literals: number } | undefined;
  for (const { pattern, parts } of TITLE_PATTERNS) {
    if (parts.length !== path.length || !parts.every((p, i) => p === null || p === path[i])) continue;
    const literals = parts.filter((p) => p !== null).length;
    if (!best || literals > best.literals) best = { pattern, literals };
  }
  return best?.pattern;
}

export function titleFor(pathname: string): string {
  const pattern = matchRoute(pathname);
  return pattern ? ROUTE_TITLES[pattern] : DEFAULT_TITLE;
}

export interface GuardInput {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  loggedIn: boolean;
}

export interface GuardDecision {
  /** document.title for this page. */
  title: string;
  /** A `ref` query value to save locally (SPEC 3 "ref"). */
  saveRef?: string;
  /**
   * A `token` query value: call union_login with it (applyUnionLogin on success), then replace the
   * URL with `cleanUrl`; the guard runs again there, with the new login state. Until then no
   * login redirect is decided, since the token may be what logs the user in.
   */
  unionLoginToken?: string;
  /** The same location without `token`, when the URL carried one (history replace). */
  cleanUrl?: string;
  /** Go here instead (replace; wins over cleanUrl): the login page with this location as redirect. */
  redirectTo?: string;
  /** Scroll to top and clear the scroll handler: every page but the commodity list. */
  resetScroll: boolean;
}

/** What the guard does on a navigation (it also always closes dialogs and loaders). */
export function guardDecision({ pathname, search, loggedIn }: GuardInput): GuardDecision {
  const params = new URLSearchParams(search);
  const decision: GuardDecision = {
    title: titleFor(pathname),
    resetScroll: segments(pathname).join('/') !== COMMODITY_PATH.slice(1),
  };

  const ref = params.get('ref')?.trim();
  if (ref) decision.saveRef = ref;

  if (params.has('token')) {
    const token = params.get('token')?.trim();
    params.delete('token');
    const rest = params.toString();
    decision.cleanUrl = rest ? `${pathname}?${rest}` : pathname;
    if (token) {
      decision.unionLoginToken = token;
      return decision;
    }
  }

  if (!loggedIn && needsLogin(pathname)) {
    const rest = params.toString();
    decision.redirectTo = loginRedirect(rest ? `${pathname}?${rest}` : pathname);
  }
  return decision;
}
