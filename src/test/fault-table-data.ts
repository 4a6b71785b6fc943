// The fault table: one row per route of the route table (src/app/route-data.ts) with the calls its
// first screen makes, and the actions (mutations) whose failures must keep what the user typed or
// chose. Plain data, so both runners import it: src/app/fault-table.isolated.test.tsx runs every
// row through every fault in jsdom against the routed pages (the error policy per route, cheap), and
// e2e/faults.spec.ts runs one row per fault kind in the browser (the real network path). What a
// row points at on screen is a Target, which each runner turns into its own locator
// (e2e/fault-table.ts for Playwright, src/test/fault-screen.ts for Testing Library).
import { operationById } from '../../mocks/core/contract';
import { SAMPLES, type RoutePattern } from '../app/route-data';

/**
 * Something on screen, found the same way by both runners: the first element of a role whose
 * accessible name is `name` (a string: the whole name), the first element whose text contains
 * `text` (or matches it), or the form field labelled exactly `label`.
 */
export type Target =
  | { role: 'article' | 'button' | 'heading' | 'link' | 'list'; name: string | RegExp; level?: number }
  | { text: string | RegExp }
  | { label: string };

/** What the page shows for a business code of a call, when it is not the default (below). */
export type CodeOutcome =
  /** An empty list: the spec's empty text (e.g. -404, the end of a list). */
  | { empty: string }
  /** The page goes on to another one (e.g. third-party login code 2 → /bindAccount). */
  | { goesTo: RegExp };

export interface CallRow {
  /** The contract's operationId. */
  operation: string;
  /**
   * The screen stays whole without this call (a decoration such as the gift popup or the ticker):
   * every fault leaves the page's content on screen and no error in it. Say why.
   */
  quiet?: string;
  /**
   * Codes whose outcome differs from the default: an error state (role alert) with the server's
   * msg, or for code -1 (login expired) the login page with this page as its redirect.
   */
  codes?: Record<number, CodeOutcome>;
  /** What the page shows once the retry of a failed call succeeded (default: the row's ready). */
  afterRetry?: Target;
  /**
   * The call's failure shows this compact control instead of an error state (a row of a form
   * that retries in place when tapped); it says that loading failed, so no message is asked of it.
   */
  retryControl?: Target;
  /**
   * While this call is slow the screen shows its content anyway (what it needs comes later, e.g.
   * the areas for a picker still closed). Say why; otherwise a loading state is expected.
   */
  notAwaited?: string;
}

/** Form fields (label → value) typed before the action, and the button that sends them. */
export interface FormAction {
  values: Record<string, string>;
  button: string;
}

export interface MutationRow {
  /** What it is, for the failure message (e.g. 登录 form). */
  name: string;
  operation: string;
  /**
   * A form: `values` typed once (every fault must keep them), `button` tapped for each fault.
   * Without it the action is a gesture or a choice that each runner spells out under the row's
   * route and `name` (the jsdom runner's are in src/test/fault-screen.ts).
   */
  form?: FormAction;
}

/** The development user (docs/mock.md), whose session a row's scene is set up for. */
export const SCENE_USER = { userId: 10001, token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b' } as const;

/** How a row's setup reaches the mock: the same calls, over HTTP or to MSW in Node. */
export interface Scene {
  /** A call of the shop's API (form fields, with p and v added): its data, or a throw. */
  apiPost<T = unknown>(path: string, fields: Record<string, string | number>): Promise<T>;
  /** A GET of the shop's API (p and v added): its data, or a throw. */
  apiGet<T = unknown>(path: string): Promise<T>;
  /** The mock's control API (`POST /__mock/<path>`, docs/mock.md). */
  control(path: string, body?: unknown): Promise<unknown>;
}

export interface FaultRow {
  /** The route's pattern, exactly as in src/app/route-data.ts. */
  route: RoutePattern;
  /** The URL to visit when the route's sample (SAMPLES in src/app/route-data.ts) will not do: say why. */
  url?: string;
  /** Visited logged in as the development user (every auth route is). */
  login?: boolean;
  /**
   * Puts the scene in place after the mock's reset (cart lines, a shipped order); may return the
   * URL to visit instead of `url` (an order made here).
   */
  setup?: (scene: Scene) => Promise<string | void>;
  /** What the screen shows once all its first calls have answered. */
  ready: Target;
  /** The calls of its first screen, or why it makes none. */
  calls: CallRow[] | { none: string };
  /** Calls of the page this one goes on to by itself when all is well (a callback's next page). */
  nextPageCalls?: string[];
  mutations?: MutationRow[];
}

/** A seeded order of the development user, paid and to ship (docs/mock.md). */
const ORDER = 'SJ202611201403120001';
const article = (name: RegExp): Target => ({ role: 'article', name });
const text = (t: string | RegExp): Target => ({ text: t });
const heading = (name: string): Target => ({ role: 'heading', name });
const button = (name: string | RegExp): Target => ({ role: 'button', name });
const form = (values: Record<string, string>, submit: string): { form: FormAction } => ({
  form: { values, button: submit },
});

/** Puts a line in the development user's cart through the contract's own call. */
const addLine = (scene: Scene, line: Record<string, string | number>) =>
  scene.apiPost('/api/shopcart/add_shop_cart', {
    user_id: SCENE_USER.userId,
    token: SCENE_USER.token,
    ...line,
  });

/** An unpaid order of the development user, to be paid in the messaging app (payment 6). */
async function weixinOrder(scene: Scene): Promise<string> {
  const token = SCENE_USER.token;
  const addresses = await scene.apiPost<{ address_book_id: number }[]>(
    '/api/account/address/get_reciver_address_list',
    { token },
  );
  const order = await scene.apiPost<{ order_no: string }>('/api/account/order/shop_cart_confirm_order', {
    token,
    payment_id: 6,
    serve_address_id: addresses[0].address_book_id,
    from_where: 1,
    order_item: JSON.stringify([
      { product_id: 10003, product_type: 1, serve_ids: '3', product_parts: '', bonus_id: 0 },
    ]),
    submit_token: 'e2e-faults-weixin',
  });
  return order.order_no;
}

export const FAULT_ROWS: FaultRow[] = [
  {
    route: '/',
    ready: heading('为你推荐'),
    calls: [
      { operation: 'appHomeV3' },
      {
        operation: 'indexProductCate',
        notAwaited: 'the category tabs beyond 推荐: the recommended list shows without them',
      },
      // No getGift: the runners count the gift popup as shown today, and within a day of its last
      // showing the home page loads neither the popup nor its call (its faults are covered on
      // /user/coupon, which asks for it on every visit).
    ],
  },
  {
    route: '/product',
    // Without a tab in the query: the page's own default, whose first screen the row lists.
    url: '/product',
    ready: article(/iPhone 13 128G/),
    calls: [{ operation: 'indexProductCate' }, { operation: 'searchList' }],
  },
  {
    route: '/sort/:type',
    ready: { role: 'link', name: 'iPhone 13 Pro Max' },
    calls: [{ operation: 'newGetProductCateH5' }, { operation: 'newGetProductCateV1' }],
  },
  {
    route: '/commodity',
    ready: article(/iPhone 13 128G/),
    calls: [
      { operation: 'searchList' },
      {
        operation: 'filterData',
        quiet: 'the filter panels’ groups: a panel opens on a tap and says there that it failed',
      },
    ],
  },
  {
    route: '/commodityDetail/:productId',
    ready: heading('苹果 iPhone 13 128G 午夜色'),
    calls: [
      { operation: 'productDetail' },
      { operation: 'partsInfo', quiet: 'the recommended parts: the phone can be bought without them' },
      { operation: 'productCheck' },
      {
        operation: 'serverInfo',
        notAwaited: 'the services, chosen in a popup: the phone shows without them',
      },
      {
        operation: 'getShopCartList',
        quiet: 'whether the phone is in the cart already: it can be added meanwhile',
      },
    ],
  },
  {
    route: '/part',
    ready: text('苹果原装 20W USB-C 电源适配器'),
    calls: [{ operation: 'patSearchProductList' }],
  },
  {
    route: '/part-detail',
    ready: heading('苹果原装 20W USB-C 电源适配器'),
    calls: [{ operation: 'patDetail' }],
  },
  {
    route: '/brand-list',
    ready: article(/iPhone 13 128G/),
    calls: [{ operation: 'catebrandProductList' }],
  },
  {
    route: '/activity-list',
    ready: text('苹果专场'),
    calls: [{ operation: 'cateActivityList' }],
  },
  {
    route: '/new-today',
    ready: article(/小米 12 8\+256G/),
    calls: [{ operation: 'todayNewProductList' }],
  },
  {
    route: '/check-video',
    ready: heading('iPhone 13 质检全过程'),
    calls: [{ operation: 'phoneVideoList' }],
  },
  {
    route: '/list',
    // The feed without the trailing slash, as the tab bar links to it.
    url: '/list',
    ready: text(/第二次在这里买二手机了/),
    calls: [
      { operation: 'newReviewList', codes: { [-404]: { empty: '还没有晒单，快来抢沙发吧' } } },
      { operation: 'getFloatData', quiet: 'the purchase ticker: the feed is whole without it' },
    ],
  },
  {
    route: '/list/pro',
    ready: text(/第二次在这里买二手机了/),
    calls: [
      { operation: 'newReviewList', codes: { [-404]: { empty: '还没有晒单，快来抢沙发吧' } } },
      {
        operation: 'productDetail',
        quiet: 'the product’s header above its reviews: the reviews are whole without it',
      },
    ],
  },
  {
    route: '/list-detail',
    login: true,
    ready: heading('评论 2'),
    calls: [{ operation: 'shaidanDetail' }],
    mutations: [
      { name: '写评论', operation: 'addComments', ...form({ 写评论: '这台机器电池怎么样？' }, '发送') },
    ],
  },
  {
    route: '/list/show/:orderno',
    login: true,
    ready: { label: '晒单内容' },
    calls: { none: 'the review form: its one call is the upload (a mutation)' },
  },
  {
    route: '/list/success',
    ready: { role: 'heading', name: '发布成功', level: 2 },
    calls: { none: 'a static confirmation with links' },
  },
  {
    route: '/shop-cart',
    login: true,
    setup: async (scene) => {
      await addLine(scene, { pro_type: 1, pro_value: 10001, pro_num: 1, price: '3299.00', services_id: '3' });
      await addLine(scene, { pro_type: 2, pro_value: 21001, pro_num: 2, price: '149.00' });
    },
    ready: { role: 'list', name: '购物车商品' },
    calls: [{ operation: 'getShopCartList' }],
    // The phone left out of the checkout, then the charger swiped away: the delete fails, the
    // line stays and the phone stays left out.
    mutations: [{ name: 'swipe-delete a line', operation: 'deleteFromSelectedMulti' }],
  },
  {
    route: '/user',
    login: true,
    ready: { label: '待发货 2' },
    calls: [{ operation: 'allOrderCount' }],
  },
  {
    route: '/user/order',
    login: true,
    ready: text(ORDER),
    calls: [
      { operation: 'orderList', codes: { [-404]: { empty: '您还没有相关的订单' } } },
      {
        operation: 'allOrderCount',
        quiet: 'the counts on the status tabs: the orders are whole without them',
      },
    ],
  },
  {
    route: '/user/order/logistics',
    login: true,
    setup: async (scene) => {
      await scene.control(`orders/${ORDER}/advance`, { to: 'shipped' });
    },
    ready: { role: 'list', name: '物流轨迹' },
    calls: [{ operation: 'orderDetail' }, { operation: 'orderExpressTrack' }],
  },
  {
    route: '/user/order/confirm',
    login: true,
    ready: button('提交订单'),
    // A coupon chosen and a remark typed; the failed submit keeps both.
    mutations: [{ name: 'submit the order with a coupon and a remark', operation: 'shopCartConfirmOrder' }],
    calls: [
      { operation: 'getReciverAddressList' },
      { operation: 'productDetail' },
      { operation: 'serverInfo' },
      { operation: 'partsInfo' },
      {
        operation: 'canuseBonusList',
        retryControl: button('优惠券加载失败，点击重试'),
        notAwaited: 'the coupons of a line: the order can be read and submitted without them',
      },
    ],
  },
  {
    route: '/user/order/detail/:orderNo',
    login: true,
    ready: heading('待发货'),
    calls: [{ operation: 'orderDetail' }],
  },
  {
    route: '/user/order/refund-success',
    login: true,
    ready: text('¥6544.00'),
    calls: [{ operation: 'orderDetail' }],
  },
  {
    route: '/user/address',
    login: true,
    ready: text('李娜'),
    calls: [{ operation: 'getReciverAddressList' }],
  },
  {
    route: '/user/address/add',
    login: true,
    ready: button('保存'),
    calls: [
      {
        operation: 'getAddressList',
        notAwaited: 'the provinces for the region picker, which opens on a tap: the form is usable before',
      },
    ],
  },
  {
    route: '/user/collection',
    login: true,
    ready: text(/Galaxy S22/),
    calls: [{ operation: 'favoriteList', codes: { [-404]: { empty: '还没有任何收藏呢' } } }],
  },
  {
    route: '/user/coupon',
    login: true,
    // The gift claimed, so its popup (always shown here while unclaimed) leaves the page free.
    setup: async (scene) => {
      const gift = await scene.apiGet<{ gift_id: number }>('/api/gift/get_gift');
      await scene.apiPost('/api/account/coupons/get_gift_bonus', {
        token: SCENE_USER.token,
        gift_id: gift.gift_id,
      });
    },
    ready: text('满1000减100'),
    calls: [
      { operation: 'getGift', quiet: 'the gift popup: the coupons are whole without it' },
      { operation: 'canuseBonusList' },
    ],
  },
  {
    route: '/user/repairCard',
    login: true,
    ready: text('FYXQDXZKXYS6'),
    calls: [{ operation: 'guaranteeList' }],
  },
  {
    route: '/user/guarantee',
    login: true,
    ready: heading('保修中（2）'),
    calls: [{ operation: 'guaranteeList' }],
  },
  {
    route: '/user/setting',
    login: true,
    ready: button('退出登录'),
    calls: { none: 'settings read the saved session only' },
  },
  {
    route: '/user/advice',
    login: true,
    ready: button('提交'),
    calls: { none: 'the feedback form: its one call is the submit (a mutation)' },
    mutations: [
      {
        name: '意见反馈 form',
        operation: 'opinionAdd',
        ...form({ 反馈内容: '希望增加以旧换新的入口', 联系方式: 'wx_e2e' }, '提交'),
      },
    ],
  },
  {
    route: '/login',
    ready: button('登录'),
    calls: { none: 'the login form: its call is the submit (a mutation)' },
    mutations: [
      { name: '登录 form', operation: 'login', ...form({ 手机号: '13800138000', 密码: 'abc1234' }, '登录') },
    ],
  },
  {
    route: '/register',
    ready: button('注册'),
    calls: { none: 'the register form: its calls are the SMS code and the submit (mutations)' },
    mutations: [
      {
        name: '注册 form',
        operation: 'register',
        ...form({ 手机号: '15612345678', 验证码: '123456', 密码: 'abc123', 邀请码: 'A8K3D2' }, '注册'),
      },
    ],
  },
  {
    route: '/findPass',
    ready: button('确定'),
    calls: { none: 'the find-password form: its calls are the SMS code and the submit (mutations)' },
    mutations: [
      {
        name: '找回密码 form',
        operation: 'forgetPassword',
        ...form({ 手机号: '13800138000', 验证码: '123456', 新密码: 'abc1234' }, '确定'),
      },
    ],
  },
  {
    route: '/bindAccount',
    ready: button('绑定并登录'),
    calls: { none: 'the bind form: its calls are the SMS code and the submit (mutations)' },
    mutations: [
      {
        name: '绑定手机号 form',
        operation: 'thirdLoginBindingMobile',
        ...form({ 手机号: '15600001234', 验证码: '123456' }, '绑定并登录'),
      },
    ],
  },
  {
    route: '/otherLogin',
    // A bound account's code: the callback logs in (the sample's new account goes on to bind).
    url: '/otherLogin?code=wx-bound',
    ready: { label: '手机号' },
    calls: [
      { operation: 'weixinGetUserInfo' },
      { operation: 'thirdPlatLogin', codes: { 2: { goesTo: /\/bindAccount\?/ } } },
    ],
    nextPageCalls: ['allOrderCount'],
  },
  {
    route: '/alipayLogin',
    // A bound account's code: the callback logs in (the sample's new account goes on to bind).
    url: '/alipayLogin?auth_code=ali-bound',
    ready: { label: '手机号' },
    calls: [
      { operation: 'alipayGetUserInfo' },
      { operation: 'thirdPlatLogin', codes: { 2: { goesTo: /\/bindAccount\?/ } } },
    ],
    nextPageCalls: ['allOrderCount'],
  },
  {
    route: '/payment',
    // The callback with its OAuth code (the sample has none), for the order the setup places.
    url: `/payment?order_no=${ORDER}&code=e2e-code`,
    login: true,
    setup: async (scene) => `/payment?order_no=${await weixinOrder(scene)}&code=e2e-code`,
    // Outside the messaging app there is no bridge to pay with: the page says where to open it.
    ready: text('请在微信客户端内打开本页面完成支付。'),
    calls: [
      {
        operation: 'getWeixinH5Info',
        // The one-time code is spent: 重新加载 leads to the order, where payment can start again.
        afterRetry: heading('待付款'),
      },
    ],
  },
  {
    route: '/mixedDetail',
    ready: heading('混合支付教程'),
    calls: { none: 'a static explanation' },
  },
  {
    route: '/download',
    ready: { role: 'link', name: /下载/ },
    calls: { none: 'a static download page' },
  },
];

/** The URL a row visits: its own, or its route's sample. */
export const rowUrl = (row: Pick<FaultRow, 'route' | 'url'>): string => row.url ?? SAMPLES[row.route];

/** The row of a route. */
export function rowOf(route: RoutePattern): FaultRow {
  const row = FAULT_ROWS.find((r) => r.route === route);
  if (!row) throw new Error(`fault table: no row for ${route}`);
  return row;
}

export const callsOf = (row: FaultRow): CallRow[] => ('none' in row.calls ? [] : row.calls);

/** One fault as the mock's control API takes it (docs/mock.md "Faults and latency"), minus the operation. */
export type FaultSpec =
  { drop: true } | { status: number } | { notJson: true } | { code: number } | { delay: number };

export interface Fault {
  /** How the failure message names it. */
  label: string;
  spec: FaultSpec;
}

/** The faults a call gets, in the order they are run: business codes, then the transport faults. */
export function faultsOf(operation: string): { codes: number[]; transport: Fault[] } {
  const op = operationById(operation);
  if (!op) throw new Error(`fault table: ${operation} is no operation of the contract`);
  return {
    codes: op.codes.map((c) => c.code).filter((c) => c !== 1),
    transport: [
      { label: 'network error (drop)', spec: { drop: true } },
      { label: 'HTTP 500', spec: { status: 500 } },
      { label: 'a body that is not JSON', spec: { notJson: true } },
    ],
  };
}

/** The msg of the contract's example for a business code of an operation. */
export function codeMessage(operation: string, code: number): string {
  const op = operationById(operation)!;
  const entry = op.codes.find((c) => c.code === code)!;
  return (op.examples[entry.example] as { msg: string }).msg;
}

/** The API path of an operation (to recognise its requests). */
export const apiPath = (operation: string): string => operationById(operation)!.path;

/** Same path (without case) and the same query parameters, however they are encoded. */
export function sameLocation(a: string, b: string): boolean {
  const [x, y] = [new URL(a, 'http://x'), new URL(b, 'http://x')];
  const query = (u: URL) => JSON.stringify([...u.searchParams].sort());
  return x.pathname.toLowerCase() === y.pathname.toLowerCase() && query(x) === query(y);
}
