// The route table's data: every route's path, title, login rule, bottom tab and page file, a URL
// to open it by in tests and scripts, and the one matcher from a URL to its route. No imports, so
// the app, Node scripts (tsx), the build's plugins and Playwright's specs all import this file
// itself (docs/decisions/0019-route-data-as-a-plain-module.md). The code of a route (its first
// calls, the lazy loading of its page) is in src/app/routes.ts, keyed by the same path.

export interface RouteData {
  /** The React Router pattern (':name' is one segment; matched without case). */
  readonly path: string;
  /** document.title and the page header on this page (Chinese, as the shop's own pages). */
  readonly title: string;
  /** Another title while this query parameter is present (the address form editing one address). */
  readonly titleWhen?: { readonly query: string; readonly title: string };
  /** A visitor goes to /login with this location as redirect (docs/product/screens.md). */
  readonly auth?: boolean;
  /** Login and register forms: a logged-in user goes on to the redirect (or /user) instead. */
  readonly guestOnly?: boolean;
  /** A main tab page, which carries the bottom navigation. */
  readonly tab?: boolean;
  /**
   * The page's file, from the project root: a URL leads to its file in one step. Loaded lazily,
   * except the home page, which is part of the first load.
   */
  readonly file: string;
}

/**
 * Every route of the shop (docs/product/screens.md). The product names no path for the brand
 * product list, the refund success page, the guarantee list and the app download page; those paths
 * are this project's choice. Open on purpose although they concern an account: /payment (the
 * messaging-app callback carries a one-time OAuth code that a detour through login would waste; its
 * calls carry the token, so a missing session surfaces there); /user, /user/setting, /shop-cart and
 * the review feed (login links, guest cart; their actions that need login send there themselves).
 */
export const ROUTES = [
  { path: '/', title: '首页', tab: true, file: 'src/features/home/home-page.tsx' },
  { path: '/product', title: '全部商品', file: 'src/features/catalogue/product-page.tsx' },
  { path: '/sort/:type', title: '分类', tab: true, file: 'src/features/catalogue/sort-page.tsx' },
  { path: '/commodity', title: '商品列表', file: 'src/features/catalogue/commodity-page.tsx' },
  {
    path: '/commodityDetail/:productId',
    title: '商品详情',
    file: 'src/features/product/commodity-detail-page.tsx',
  },
  { path: '/part', title: '配件商城', file: 'src/features/parts/part-page.tsx' },
  { path: '/part-detail', title: '配件详情', file: 'src/features/parts/part-detail-page.tsx' },
  { path: '/brand-list', title: '品牌商品', file: 'src/features/catalogue/brand-list-page.tsx' },
  { path: '/activity-list', title: '活动专区', file: 'src/features/catalogue/activity-list-page.tsx' },
  { path: '/new-today', title: '今日上新', file: 'src/features/catalogue/new-today-page.tsx' },
  { path: '/check-video', title: '验机视频', file: 'src/features/catalogue/check-video-page.tsx' },
  { path: '/list', title: '晒单', tab: true, file: 'src/features/reviews/list-page.tsx' },
  { path: '/list/pro', title: '相关晒单', file: 'src/features/reviews/list-pro-page.tsx' },
  { path: '/list-detail', title: '晒单详情', file: 'src/features/reviews/list-detail-page.tsx' },
  {
    path: '/list/show/:orderno',
    title: '发布晒单',
    auth: true,
    file: 'src/features/reviews/list-show-page.tsx',
  },
  { path: '/list/success', title: '发布成功', file: 'src/features/reviews/list-success-page.tsx' },
  { path: '/shop-cart', title: '购物车', tab: true, file: 'src/features/cart/shop-cart-page.tsx' },
  { path: '/user', title: '个人中心', tab: true, file: 'src/features/user/user-page.tsx' },
  { path: '/user/order', title: '我的订单', auth: true, file: 'src/features/orders/order-page.tsx' },
  {
    path: '/user/order/logistics',
    title: '物流信息',
    auth: true,
    file: 'src/features/orders/order-logistics-page.tsx',
  },
  {
    path: '/user/order/confirm',
    title: '确认订单',
    auth: true,
    file: 'src/features/orders/order-confirm-page.tsx',
  },
  {
    path: '/user/order/detail/:orderNo',
    title: '订单详情',
    auth: true,
    file: 'src/features/orders/order-detail-page.tsx',
  },
  {
    path: '/user/order/refund-success',
    title: '退款成功',
    auth: true,
    file: 'src/features/orders/refund-success-page.tsx',
  },
  { path: '/user/address', title: '收货地址', auth: true, file: 'src/features/user/address-page.tsx' },
  {
    path: '/user/address/add',
    title: '新增地址',
    titleWhen: { query: 'addressId', title: '编辑地址' },
    auth: true,
    file: 'src/features/user/address-add-page.tsx',
  },
  { path: '/user/collection', title: '我的收藏', auth: true, file: 'src/features/user/collection-page.tsx' },
  { path: '/user/coupon', title: '优惠券', auth: true, file: 'src/features/user/coupon-page.tsx' },
  {
    path: '/user/repairCard',
    title: '电子保修卡',
    auth: true,
    file: 'src/features/user/repair-card-page.tsx',
  },
  { path: '/user/guarantee', title: '保修服务', file: 'src/features/user/guarantee-page.tsx' },
  { path: '/user/setting', title: '设置', file: 'src/features/user/setting-page.tsx' },
  { path: '/user/advice', title: '意见反馈', auth: true, file: 'src/features/user/advice-page.tsx' },
  { path: '/login', title: '登录', guestOnly: true, file: 'src/features/account/login-page.tsx' },
  { path: '/register', title: '注册', guestOnly: true, file: 'src/features/account/register-page.tsx' },
  {
    path: '/findPass',
    title: '找回密码',
    guestOnly: true,
    file: 'src/features/account/find-pass-page.tsx',
  },
  { path: '/bindAccount', title: '绑定手机号', file: 'src/features/account/bind-account-page.tsx' },
  { path: '/otherLogin', title: '微信登录', file: 'src/features/account/other-login-page.tsx' },
  { path: '/alipayLogin', title: '支付宝登录', file: 'src/features/account/alipay-login-page.tsx' },
  { path: '/payment', title: '微信支付', file: 'src/features/orders/payment-page.tsx' },
  { path: '/mixedDetail', title: '混合支付教程', file: 'src/features/orders/mixed-detail-page.tsx' },
  { path: '/download', title: '下载APP', file: 'src/features/orders/download-page.tsx' },
] as const satisfies readonly RouteData[];

export type RoutePattern = (typeof ROUTES)[number]['path'];
export type Route = RouteData & { readonly path: RoutePattern };

/** The title for an unknown path (the router sends those home anyway) and the HTML's own title. */
export const DEFAULT_TITLE = '二手手机商城';

const BY_PATH = new Map<string, Route>(ROUTES.map((r) => [r.path, r]));
export const routeOf = (pattern: RoutePattern): Route => BY_PATH.get(pattern)!;

/** A seeded order of the development user, paid and to ship (docs/mock.md). */
const ORDER = 'SJ202611201403120001';

/**
 * One URL per route, for the tests and scripts that open every route (first-load sizes, the a11y
 * walk, the fault table, layout checks): one that shows the page with its data from the seeded
 * mock (docs/mock.md). An auth route's sample needs the development user logged in, a guest-only
 * one a visitor. Kept apart from ROUTES so the app's bundle, which never reads them, leaves them out
 * (a field of the entries would ship in every first load).
 */
export const SAMPLES = {
  '/': '/',
  // The query the page's first call reads: the iPhone tab.
  '/product': '/product?typeId=1',
  '/sort/:type': '/sort/1',
  // A brand narrows the list: its chip and the filter groups' call come with it.
  '/commodity': '/commodity?typeId=1&brandId=1',
  '/commodityDetail/:productId': '/commodityDetail/10001',
  '/part': '/part',
  '/part-detail': '/part-detail?productId=20001&type=1',
  '/brand-list': '/brand-list?type_id=1&brand_id=1',
  '/activity-list': '/activity-list?typeId=1',
  '/new-today': '/new-today',
  '/check-video': '/check-video',
  // The feed's URL as the product gives it (the router ignores the trailing slash).
  '/list': '/list/',
  '/list/pro': '/list/pro?productId=10001',
  '/list-detail': '/list-detail?review_id=30001',
  '/list/show/:orderno': `/list/show/${ORDER}?name=%E8%8B%B9%E6%9E%9C%20iPhone%2013%20128G`,
  '/list/success': '/list/success?review_id=30001',
  '/shop-cart': '/shop-cart',
  '/user': '/user',
  '/user/order': '/user/order',
  '/user/order/logistics': `/user/order/logistics?orderId=${ORDER}`,
  // Buy now: a phone with a service and a part.
  '/user/order/confirm':
    '/user/order/confirm?shouji_str=10001:1&server_str=3&peijian_str=21001:1&from_where=1',
  '/user/order/detail/:orderNo': `/user/order/detail/${ORDER}`,
  '/user/order/refund-success': `/user/order/refund-success?order_no=${ORDER}`,
  '/user/address': '/user/address',
  '/user/address/add': '/user/address/add',
  '/user/collection': '/user/collection',
  '/user/coupon': '/user/coupon',
  '/user/repairCard': '/user/repairCard',
  '/user/guarantee': '/user/guarantee',
  '/user/setting': '/user/setting',
  '/user/advice': '/user/advice',
  '/login': '/login',
  '/register': '/register',
  '/findPass': '/findPass',
  '/bindAccount': '/bindAccount?userId=20001&uid=e2e-uid&platId=1',
  // A new account's code: the callback hands over to the bind form (LANDS). The mock's other codes
  // (docs/mock.md): 'wx-bound' / 'ali-bound' log in, 'invalid' shows the page's failure.
  '/otherLogin': '/otherLogin?code=e2e-new-1',
  '/alipayLogin': '/alipayLogin?auth_code=e2e-new-2',
  // Without the OAuth code: the page says nothing was paid (with one it pays an unpaid order).
  '/payment': `/payment?order_no=${ORDER}`,
  '/mixedDetail': '/mixedDetail',
  '/download': '/download',
} as const satisfies { readonly [P in RoutePattern]: string };

/**
 * Where a sample's page sends the visitor on its own (a third-party login callback): what shows at
 * the end is that page, not the sample's.
 */
export const LANDS: { readonly [P in RoutePattern]?: string } = {
  '/otherLogin': '/bindAccount',
  '/alipayLogin': '/bindAccount',
};

export interface RouteSample extends Route {
  /** The route's URL in SAMPLES. */
  readonly sample: string;
  /** Where that URL's page goes on to by itself (LANDS), if it does. */
  readonly lands?: string;
}

/** Every route with its sample, in the table's order: what the tests and scripts walk through. */
export const routeSamples = (): RouteSample[] =>
  ROUTES.map((route) => {
    const lands = LANDS[route.path];
    return { ...route, sample: SAMPLES[route.path], ...(lands ? { lands } : {}) };
  });

export interface RouteMatch {
  route: Route;
  /** The path's parameters (':productId' → productId), decoded, with their case. */
  params: Record<string, string>;
}

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const PATTERNS = ROUTES.map((route) => ({
  route: route as Route,
  parts: route.path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? { param: s.slice(1) } : s.toLowerCase())),
}));

/**
 * The route a pathname renders, as React Router matches it, with its parameters; undefined for
 * none. Segments are percent-decoded and compared without case, empty ones ('//', a trailing '/')
 * ignored; ':name' takes one segment, and a literal segment beats a parameter.
 */
/** The header's and document's title of a route at this query. */
export function routeTitle(route: RouteData, query: URLSearchParams): string {
  const when: RouteData['titleWhen'] = route.titleWhen;
  return when && query.get(when.query) ? when.title : route.title;
}

export function matchRoute(pathname: string): RouteMatch | undefined {
  const raw = pathname.split('/').filter((s) => s !== '');
  const path = raw.map((s) => decode(s).toLowerCase());
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const { route, parts } of PATTERNS) {
    if (parts.length !== path.length) continue;
    const params: Record<string, string> = {};
    // Parameters keep their case (an order number may carry letters); literals compare without.
    const fits = parts.every((p, i) => {
      if (typeof p === 'string') return p === path[i];
      params[p.param] = decode(raw[i]);
      return true;
    });
    const literals = parts.filter((p) => typeof p === 'string').length;
    if (fits && (!best || literals > best.literals)) best = { match: { route, params }, literals };
  }
  return best?.match;
}
