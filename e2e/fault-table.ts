// The fault table: one row per route of the route table (src/app/routes.ts) with the
// calls its first screen makes, and the actions (mutations) whose failures must keep what the user
// typed or chose. e2e/faults.spec.ts runs every row through every fault the mock can apply: a
// dropped connection, HTTP 500, a body that is not JSON, a 5 s delay and each business code of the
// call's x-codes. A route without a row fails the spec, so a new route cannot be forgotten.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEV_USER, mockControl, swipeLeft, workerStack } from './support';
import { apiPost } from './fault-kit';
import { SAMPLES, type RoutePattern } from '../src/app/route-data';

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
  afterRetry?: (page: Page) => Locator;
  /**
   * The call's failure shows this compact control instead of an error state (a row of a form
   * that retries in place when tapped); it says that loading failed, so no message is asked of it.
   */
  retryControl?: (page: Page) => Locator;
  /**
   * While this call is slow the screen shows its content anyway (what it needs comes later, e.g.
   * the areas for a picker still closed). Say why; otherwise a loading state is expected.
   */
  notAwaited?: string;
}

export interface MutationRow {
  /** What it is, for the failure message (e.g. 登录 form). */
  name: string;
  operation: string;
  /** Types and chooses what the action sends (once: every fault must keep it). */
  fill: (page: Page) => Promise<void>;
  /** Starts the action (a tap on the submit button, the delete...). */
  submit: (page: Page) => Promise<void>;
  /** Asserts that what `fill` typed and chose is all still there. */
  kept: (page: Page) => Promise<void>;
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
  setup?: () => Promise<string | void>;
  /** What the screen shows once all its first calls have answered. */
  ready: (page: Page) => Locator;
  /** The calls of its first screen, or why it makes none. */
  calls: CallRow[] | { none: string };
  /** Calls of the page this one goes on to by itself when all is well (a callback's next page). */
  nextPageCalls?: string[];
  mutations?: MutationRow[];
}

/** A seeded order of the development user, paid and to ship (docs/mock.md). */
const ORDER = 'SJ202611201403120001';
const article = (name: RegExp) => (page: Page) => page.getByRole('article', { name }).first();
const text = (t: string | RegExp) => (page: Page) => page.getByText(t).first();
const heading = (name: string) => (page: Page) => page.getByRole('heading', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills a form's fields (label → value); `kept` then checks each still holds its value. */
const form = (values: Record<string, string>, button: string) => ({
  fill: async (page: Page) => {
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  },
  submit: (page: Page) => page.getByRole('button', { name: button, exact: true }).click(),
  kept: async (page: Page) => {
    for (const [label, value] of Object.entries(values))
      await expect(field(page, label), `${label} keeps what was typed`).toHaveValue(value);
  },
});

const cartLine = (page: Page, name: RegExp) =>
  page.getByRole('list', { name: '购物车商品' }).getByRole('article', { name });

/** Puts a line in the development user's cart through the contract's own call. */
const addLine = (form: Record<string, string | number>) =>
  apiPost('/api/shopcart/add_shop_cart', { user_id: DEV_USER.userId, token: DEV_USER.token, ...form });

/** An unpaid order of the development user, to be paid in the messaging app (payment 6). */
async function weixinOrder(): Promise<string> {
  const token = DEV_USER.token;
  const addresses = await apiPost<{ address_book_id: number }[]>(
    '/api/account/address/get_reciver_address_list',
    { token },
  );
  const order = await apiPost<{ order_no: string }>('/api/account/order/shop_cart_confirm_order', {
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
      // No getGift: the suite's storage counts the gift popup as shown today, and within a day of
      // its last showing the home page loads neither the popup nor its call (its faults are
      // covered on /user/coupon, which asks for it on every visit).
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
    ready: (page) => page.getByRole('link', { name: 'iPhone 13 Pro Max' }),
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
      {
        name: '写评论',
        operation: 'addComments',
        ...form({ 写评论: '这台机器电池怎么样？' }, '发送'),
      },
    ],
  },
  {
    route: '/list/show/:orderno',
    login: true,
    ready: (page) => page.getByLabel('晒单内容'),
    calls: { none: 'the review form: its one call is the upload (a mutation)' },
  },
  {
    route: '/list/success',
    ready: (page) => page.getByRole('heading', { name: '发布成功', level: 2 }),
    calls: { none: 'a static confirmation with links' },
  },
  {
    route: '/shop-cart',
    login: true,
    setup: async () => {
      await addLine({ pro_type: 1, pro_value: 10001, pro_num: 1, price: '3299.00', services_id: '3' });
      await addLine({ pro_type: 2, pro_value: 21001, pro_num: 2, price: '149.00' });
    },
    ready: (page) => page.getByRole('list', { name: '购物车商品' }),
    calls: [{ operation: 'getShopCartList' }],
    mutations: [
      {
        // The phone left out of the checkout, then the charger swiped away: the delete fails.
        name: 'swipe-delete a line',
        operation: 'deleteFromSelectedMulti',
        fill: (page) => page.getByRole('checkbox', { name: /选择 苹果 iPhone 13/ }).click(),
        submit: async (page) => {
          const charger = cartLine(page, /20W USB-C/);
          await swipeLeft(page, charger, 140);
          // The swipe's 删除 sits beside the line's card; the charger, added last, is listed first.
          const list = page.getByRole('list', { name: '购物车商品' });
          await list.getByRole('button', { name: '删除' }).first().click();
        },
        kept: async (page) => {
          await expect(cartLine(page, /20W USB-C/), 'the line is still there').toBeVisible();
          await expect(
            page.getByRole('checkbox', { name: /选择 苹果 iPhone 13/ }),
            'the phone stays left out',
          ).toHaveAttribute('aria-checked', 'false');
        },
      },
    ],
  },
  {
    route: '/user',
    login: true,
    ready: (page) => page.getByLabel('待发货 2'),
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
    setup: async () => {
      await mockControl(`orders/${ORDER}/advance`, { to: 'shipped' });
    },
    ready: (page) => page.getByRole('list', { name: '物流轨迹' }),
    calls: [{ operation: 'orderDetail' }, { operation: 'orderExpressTrack' }],
  },
  {
    route: '/user/order/confirm',
    login: true,
    ready: (page) => page.getByRole('button', { name: '提交订单' }),
    mutations: [
      {
        name: 'submit the order with a coupon and a remark',
        operation: 'shopCartConfirmOrder',
        fill: async (page) => {
          await page.getByRole('button', { name: /张可用/ }).click();
          await page.getByRole('dialog', { name: '选择优惠券' }).getByRole('button').first().click();
          await page.getByRole('textbox', { name: '买家留言' }).fill('请周末送货');
        },
        submit: (page) => page.getByRole('button', { name: '提交订单' }).click(),
        kept: async (page) => {
          await expect(page.getByRole('button', { name: /^-¥/ }), 'the coupon stays chosen').toBeVisible();
          await expect(page.getByRole('textbox', { name: '买家留言' })).toHaveValue('请周末送货');
        },
      },
    ],
    calls: [
      { operation: 'getReciverAddressList' },
      { operation: 'productDetail' },
      { operation: 'serverInfo' },
      { operation: 'partsInfo' },
      {
        operation: 'canuseBonusList',
        retryControl: (page) => page.getByRole('button', { name: '优惠券加载失败，点击重试' }),
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
    ready: (page) => page.getByRole('button', { name: '保存' }),
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
    setup: async () => {
      const gift = (await (await fetch(`${workerStack().apiUrl}/api/gift/get_gift?p=h5&v=4.9.0`)).json()) as {
        data: { gift_id: number };
      };
      await apiPost('/api/account/coupons/get_gift_bonus', {
        token: DEV_USER.token,
        gift_id: gift.data.gift_id,
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
    ready: (page) => page.getByRole('button', { name: '退出登录' }),
    calls: { none: 'settings read the saved session only' },
  },
  {
    route: '/user/advice',
    login: true,
    ready: (page) => page.getByRole('button', { name: '提交' }),
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
    ready: (page) => page.getByRole('button', { name: '登录', exact: true }),
    calls: { none: 'the login form: its call is the submit (a mutation)' },
    mutations: [
      {
        name: '登录 form',
        operation: 'login',
        ...form({ 手机号: DEV_USER.mobile, 密码: 'abc1234' }, '登录'),
      },
    ],
  },
  {
    route: '/register',
    ready: (page) => page.getByRole('button', { name: '注册', exact: true }),
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
    ready: (page) => page.getByRole('button', { name: '确定' }),
    calls: { none: 'the find-password form: its calls are the SMS code and the submit (mutations)' },
    mutations: [
      {
        name: '找回密码 form',
        operation: 'forgetPassword',
        ...form({ 手机号: DEV_USER.mobile, 验证码: '123456', 新密码: 'abc1234' }, '确定'),
      },
    ],
  },
  {
    route: '/bindAccount',
    ready: (page) => page.getByRole('button', { name: '绑定并登录' }),
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
    ready: (page) => field(page, '手机号'),
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
    ready: (page) => field(page, '手机号'),
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
    setup: async () => `/payment?order_no=${await weixinOrder()}&code=e2e-code`,
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
    ready: (page) => page.getByRole('link', { name: /下载/ }).first(),
    calls: { none: 'a static download page' },
  },
];

/** The URL a row visits: its own, or its route's sample. */
export const rowUrl = (row: FaultRow): string => row.url ?? SAMPLES[row.route];
