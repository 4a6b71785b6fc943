// Accessibility and layout of every route: at 375 px axe-core finds no serious or critical
// violation (contrast, names of icon buttons, alt texts, labels...), every tap target is at least
// 44 × 44 px and every form announces its errors; the same visit then checks the route at the
// narrowest and the widest phone the shop supports (320 and 640 px: no horizontal scroll, no
// control cut or off the screen, fixed bars inside the column and clear of the content); text
// zoomed to 200 % breaks no layout on a set of representative routes. The routes come from the
// route table (src/app/route-data.ts), so a new route is checked without a new line here. Each
// route is visited once, as the user who can see it: a guest-only route logged out, every other
// route logged in (a public page then shows the user's own data too: the cart's lines, the
// coupons); each overlay is scanned once, open. The journeys themselves run at 375 px.
import type { Browser, Cookie, Locator, Page } from '@playwright/test';
import { ROUTES as TABLE, SAMPLES, type Route, type RoutePattern } from '../src/app/route-data';
import {
  axeScan,
  brokenLayout,
  faintPlaceholders,
  overlayScope,
  settle,
  smallTargets,
  standsStill,
  trackCalls,
  visibleTexts,
  zoomText,
  type TargetRule,
} from './a11y-checks';
import { fixedLayerProblems } from './layout-checks';
import { DEV_USER, expect, mockControl, resetMock, seedGiftSeen, test } from './support';

/** A seeded order of the development user, paid; shipped before the run, so it has a track. */
const ORDER = 'SJ202611201403120001';

/**
 * Where a route is opened when its sample (SAMPLES in src/app/route-data.ts) will not do: the
 * login callbacks' samples go on to the bind form, checked on its own; a code the mock refuses
 * shows the page's own failure state.
 */
const VISITS: Partial<Record<RoutePattern, string>> = {
  '/otherLogin': '/otherLogin?code=invalid',
  '/alipayLogin': '/alipayLogin?auth_code=invalid',
};

/** Routes whose visit shows a failure on purpose (the row above says why). */
const SHOWS_FAILURE = new Set(['/otherLogin', '/alipayLogin']);

/**
 * Each form of the shop: where it is, what to type and which button submits it. Its error must
 * appear in a live region (role="alert" or aria-live), so a screen reader reads it out. Most are
 * sent empty (the spec's first message); a form whose button waits for valid input is sent with
 * input the server refuses, its own (a wrong code) or a scenario's. A route whose page shows a
 * form without a row here fails, so a new form is not forgotten.
 */
interface FormRow {
  loggedIn: boolean;
  fill?: Record<string, string>;
  submit: string;
  /** A dialog the page opens on its own (by its name), closed first. */
  dismiss?: string;
  /** The next call of this operation answers this business code (a fault of the mock). */
  refuse?: { operation: string; code: number };
}
const FORMS: Record<string, FormRow> = {
  '/login': { loggedIn: false, submit: '登录' },
  '/register': { loggedIn: false, submit: '注册' },
  '/findPass': { loggedIn: false, submit: '确定' },
  '/bindAccount': { loggedIn: false, submit: '绑定并登录' },
  '/user/address/add': { loggedIn: true, submit: '保存' },
  '/user/advice': { loggedIn: true, submit: '提交' },
  // The page offers the development user the new-user gift first.
  '/user/coupon': { loggedIn: true, dismiss: '新人礼包', fill: { 兑换码: 'WRONG123' }, submit: '兑换' },
  '/list/show/:orderno': { loggedIn: true, submit: '发布' },
  '/list-detail': {
    loggedIn: true,
    fill: { 写评论: '屏幕很清楚' },
    submit: '发送',
    refuse: { operation: 'addComments', code: 0 },
  },
};

/**
 * Routes open to a visitor whose first call needs login: a visitor is sent to login from there
 * (the login page is checked on its own).
 */
const SENDS_VISITOR_TO_LOGIN = new Set(['/user/guarantee']);

/**
 * Tap targets exempt from 44 × 44 px, each with its reason. Links inside a sentence are exempt
 * without a row (checked in the page: an inline link in a block with more text).
 */
const SMALL_TARGETS_ALLOWED: TargetRule[] = [];

/** The narrowest and the widest phone the shop lays out for (the journeys run at 375 px). */
const WIDTHS = [320, 640];
const HEIGHT = 740;

/** Routes whose layout is checked with text at 200 %: each kind of page the shop has. */
const ZOOMED: { pattern: string; loggedIn: boolean }[] = [
  { pattern: '/', loggedIn: false },
  { pattern: '/commodity', loggedIn: false },
  { pattern: '/commodityDetail/:productId', loggedIn: false },
  { pattern: '/login', loggedIn: false },
  { pattern: '/user', loggedIn: true },
  { pattern: '/shop-cart', loggedIn: true },
  { pattern: '/user/order', loggedIn: true },
  { pattern: '/user/order/confirm', loggedIn: true },
  { pattern: '/user/address/add', loggedIn: true },
];

/**
 * Each pop-up, sheet, picker and viewer of the shop, opened as a shopper opens it: axe and the
 * tap-target rule check the page with it open (a closed overlay is not in the page, so the route
 * scans above never see it). The route must be one of the table's, so a renamed route fails here.
 */
interface OverlayRow {
  name: string;
  route: string;
  loggedIn: boolean;
  /** Opens the overlay on the route's page and returns it, visible. */
  open: (page: Page) => Promise<Locator>;
}
const buyBar = (page: Page) => page.getByRole('toolbar', { name: '购买' });
const OVERLAYS: OverlayRow[] = [
  {
    name: 'customer service sheet',
    route: '/',
    loggedIn: false,
    open: async (page) => {
      await page.getByRole('toolbar', { name: '快捷入口' }).getByRole('button', { name: '客服' }).click();
      return page.getByRole('dialog', { name: '联系客服' });
    },
  },
  ...(['排序', '机型', '价格', '筛选'] as const).map((tab): OverlayRow => ({
    name: `list panel ${tab}`,
    route: '/commodity',
    loggedIn: false,
    open: async (page) => {
      await page.getByRole('button', { name: tab, exact: true }).click();
      return page.getByRole('dialog', { name: tab });
    },
  })),
  {
    name: 'service panel',
    route: '/commodityDetail/:productId',
    loggedIn: false,
    open: async (page) => {
      await buyBar(page).getByRole('button', { name: '加入购物车' }).click();
      return page.getByRole('dialog', { name: '选择服务' });
    },
  },
  {
    name: 'parameter pop-up',
    route: '/commodityDetail/:productId',
    loggedIn: false,
    open: async (page) => {
      await page.getByRole('button', { name: /^参数/ }).click();
      return page.getByRole('dialog', { name: /参数/ });
    },
  },
  {
    name: 'gallery viewer',
    route: '/commodityDetail/:productId',
    loggedIn: false,
    open: async (page) => {
      await page.getByRole('button', { name: '查看大图 1' }).click();
      return page.locator('.adm-image-viewer-slides');
    },
  },
  {
    name: 'review photo viewer',
    route: '/list',
    loggedIn: false,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^查看第1张图片/ })
        .first()
        .click();
      // The dialog's own box is empty (the viewer is fixed): its slides are what shows.
      return page.getByRole('dialog', { name: '查看图片' }).locator('.adm-image-viewer-slides');
    },
  },
  {
    name: 'new-user gift',
    route: '/user/coupon',
    loggedIn: true,
    open: async (page) => page.getByRole('dialog', { name: '新人礼包' }),
  },
  {
    name: 'region picker',
    route: '/user/address/add',
    loggedIn: true,
    open: async (page) => {
      await page.getByRole('button', { name: '所在地区' }).click();
      await expect(page.locator('.adm-picker-view-column-item').first()).toBeVisible();
      return page.locator('.adm-picker');
    },
  },
  {
    name: 'delete confirmation',
    route: '/user/address',
    loggedIn: true,
    open: async (page) => {
      await page.getByRole('button', { name: '删除' }).first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'coupon sheet',
    route: '/user/order/confirm',
    loggedIn: true,
    open: async (page) => {
      await page.getByRole('button', { name: /张可用/ }).click();
      return page.getByRole('dialog', { name: '选择优惠券' });
    },
  },
  {
    name: 'refund sheet',
    route: '/user/order',
    loggedIn: true,
    open: async (page) => {
      // A paid order of the seed (the one above has been shipped for its logistics).
      await page.getByRole('button', { name: '申请退款' }).first().click();
      return page.getByRole('dialog', { name: '申请退款' });
    },
  },
];

// Each worker its own stack and login (beforeAll runs in each worker), so the scans spread over
// the workers.
test.describe.configure({ mode: 'parallel' });

const ROUTES: readonly Route[] = TABLE;

/** Where a route is opened; a row naming no route of the table fails here. */
const urlOf = (pattern: string): string => {
  const route = ROUTES.find((r) => r.path === pattern);
  if (!route) throw new Error(`a11y: ${pattern} is no route of src/app/route-data.ts`);
  return VISITS[route.path] ?? SAMPLES[route.path];
};

/** The cookies of the one login (the session, the device id), for every logged-in test. */
let sessionCookies: Cookie[] = [];

/**
 * Logs the development user in once, through the login form, and keeps the browser's state for
 * every logged-in test. The user's cart gets a phone and a part first, so the cart shows its
 * lines and controls.
 */
async function logInOnce(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await seedGiftSeen(context, baseURL);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill(DEV_USER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEV_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/commodityDetail/10010');
  await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  sessionCookies = (await context.storageState()).cookies;
  await context.close();
}

test.beforeAll(async ({ browser, stack }) => {
  // A login and a cart line through the UI: more than 30 s on a busy machine.
  test.setTimeout(90_000);
  await resetMock();
  await mockControl(`orders/${ORDER}/advance`, { to: 'shipped' });
  await logInOnce(browser, stack.appUrl);
});

/** Opens a route as a shopper would and waits until it shows its content. */
async function open(page: Page, pattern: string): Promise<void> {
  const inFlight = trackCalls(page);
  const url = urlOf(pattern);
  await page.goto(url);
  // Still on the route (not sent to login or on to the user page).
  expect(new URL(page.url()).pathname.toLowerCase()).toBe(new URL(url, 'http://x').pathname.toLowerCase());
  await settle(page, inFlight);
  if (!SHOWS_FAILURE.has(pattern))
    await expect(page.locator('.error-state'), `${pattern} shows its error state`).toHaveCount(0);
}

test('a visitor on a route whose first call needs login is sent to login, with the way back', async ({
  page,
}) => {
  for (const pattern of SENDS_VISITOR_TO_LOGIN) {
    await page.goto(urlOf(pattern));
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(urlOf(pattern))}`);
  }
});

for (const loggedIn of [false, true]) {
  test.describe(loggedIn ? 'logged in' : 'logged out', () => {
    // The config's storage (the gift popup counted as shown) plus the session of the one login.
    if (loggedIn) test.beforeEach(({ context }) => context.addCookies(sessionCookies));

    // A visitor on an auth route is sent to /login, a user on a guest-only one to /user; a
    // public route is scanned once, logged in.
    const shown = ROUTES.filter((r) => (loggedIn ? !r.guestOnly : r.guestOnly));
    for (const route of shown) {
      test(`${route.path}: no serious axe violation, tap targets of 44 px, forms known; fits 320 and 640 px`, async ({
        page,
      }, info) => {
        // Long lists (the home page's, the catalogue's) have hundreds of controls to measure.
        test.setTimeout(90_000);
        await open(page, route.path);
        const axe = await axeScan(page);
        for (const note of axe.notes)
          info.annotations.push({ type: 'axe (moderate or minor)', description: note });
        expect.soft(axe.failures, `axe on ${page.url()}:\n${axe.failures.join('\n')}`).toEqual([]);
        const small = await smallTargets(page, SMALL_TARGETS_ALLOWED);
        expect.soft(small, `tap targets under 44 × 44 px on ${route.path}:\n${small.join('\n')}`).toEqual([]);
        const faint = await faintPlaceholders(page);
        expect.soft(faint, `placeholders under 4.5:1 on ${route.path}:\n${faint.join('\n')}`).toEqual([]);
        const forms = await page.locator('form:visible').count();
        expect
          .soft(forms === 0 || route.path in FORMS, `${route.path} shows a form: give it a row in FORMS`)
          .toBe(true);
        // The narrowest and the widest phone. What is out of sight by design at 375 px (a swipe
        // action behind its row, a one-line summary with an ellipsis) is marked first and not
        // judged, as for the 200 % text below.
        await brokenLayout(page, { baseline: true });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect
            .poll(async () => [...(await brokenLayout(page)), ...(await fixedLayerProblems(page))], {
              message: `${route.path} at ${width} px`,
            })
            .toEqual([]);
        }
      });
    }

    for (const [pattern, form] of Object.entries(FORMS).filter(([, f]) => f.loggedIn === loggedIn)) {
      test(`${pattern}: the form's errors are announced`, async ({ page }) => {
        await open(page, pattern);
        if (form.dismiss) {
          const dialog = page.getByRole('dialog', { name: form.dismiss });
          await dialog.getByRole('button', { name: '关闭' }).click();
          await expect(dialog).toHaveCount(0);
        }
        for (const [label, value] of Object.entries(form.fill ?? {}))
          await page.getByRole('textbox', { name: label, exact: true }).fill(value);
        if (form.refuse) await mockControl('faults', { ...form.refuse, times: 1 });
        const before = new Set((await visibleTexts(page)).map((t) => t.text));
        await page.getByRole('button', { name: form.submit, exact: true }).click();
        let shown: { text: string; live: boolean }[] = [];
        await expect
          .poll(
            async () => {
              shown = (await visibleTexts(page)).filter((t) => !before.has(t.text));
              return shown.length;
            },
            { message: `an error message after submitting the empty form on ${pattern}` },
          )
          .toBeGreaterThan(0);
        const silent = shown.filter((t) => !t.live).map((t) => t.text);
        expect(silent, `texts shown outside a live region (role="alert" or aria-live)`).toEqual([]);
      });
    }

    for (const overlay of OVERLAYS.filter((o) => o.loggedIn === loggedIn)) {
      test(`${overlay.route}: ${overlay.name} open, no serious axe violation, tap targets of 44 px`, async ({
        page,
      }) => {
        expect(
          ROUTES.map((r) => r.path),
          'an overlay row names a route of the table',
        ).toContain(overlay.route);
        await open(page, overlay.route);
        const shown = await overlay.open(page);
        await expect(shown).toBeVisible();
        // antd-mobile's pop-ups slide and fade in: scan once they stand still.
        await standsStill(shown);
        const axe = await axeScan(page, await overlayScope(shown));
        expect
          .soft(axe.failures, `axe with the ${overlay.name} open:\n${axe.failures.join('\n')}`)
          .toEqual([]);
        const small = await smallTargets(page, SMALL_TARGETS_ALLOWED);
        expect
          .soft(small, `tap targets under 44 × 44 px in the ${overlay.name}:\n${small.join('\n')}`)
          .toEqual([]);
      });
    }

    for (const { pattern } of ZOOMED.filter((z) => z.loggedIn === loggedIn)) {
      test(`${pattern}: text at 200 % breaks no layout`, async ({ page }) => {
        await open(page, pattern);
        await brokenLayout(page, { baseline: true });
        await zoomText(page, 2);
        const broken = await brokenLayout(page);
        expect(broken, `with text at 200 % on ${pattern}:\n${broken.join('\n')}`).toEqual([]);
      });
    }
  });
}
