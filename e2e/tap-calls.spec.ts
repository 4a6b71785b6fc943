// A tap starts the next page's first call at once, beside the page's code, never after it: with
// every script the browser asks for after the tap held back by HOLD_MS, the route's first call
// must have been sent before the new page's own chunk arrived. Links (tap-ahead), a button that
// navigates (cart → confirm) and a form that redirects (confirm → order) alike.
import type { Page } from '@playwright/test';
import { addToDevCart, expect, loginAsDevUser, resetMock, test } from './support';

// The figures are timings: Playwright's trace would take the same two cores.
test.use({ trace: 'off' });

const HOLD_MS = 300;

test.beforeEach(async () => {
  await resetMock();
});

/**
 * From now on every script of the build the page asks for is held back HOLD_MS (the page's code on a
 * slow network); the page notes the next pointerdown (the tap), every call it sends (fetch) and
 * when the URL changes (the navigation itself).
 */
async function slowCodeFromNowOn(page: Page): Promise<{ held: string[] }> {
  const held: string[] = [];
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue();
  });
  await page.evaluate(() => {
    const w = window as unknown as TapWindow;
    w.__tap = { fetches: [] };
    performance.setResourceTimingBufferSize(2000);
    document.addEventListener('pointerdown', () => (w.__tap.at = performance.now()), {
      capture: true,
      once: true,
    });
    const send = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = input instanceof Request ? input.url : String(input);
      const { pathname, search } = new URL(url, location.href);
      w.__tap.fetches.push({ path: pathname, search, at: performance.now() });
      return send.call(this, input, init);
    };
    for (const method of ['pushState', 'replaceState'] as const) {
      const change = history[method];
      history[method] = function (...args: Parameters<History['pushState']>) {
        w.__tap.navigatedAt ??= performance.now();
        return change.apply(this, args);
      };
    }
  });
  return { held };
}

interface TapWindow {
  __tap: { at?: number; navigatedAt?: number; fetches: { path: string; search: string; at: number }[] };
}

interface Timing {
  /** When the first call to `call` was sent: ms after the tap. */
  callAt?: number;
  /** How many times that same request (path and query) was sent after the tap. */
  sent: number;
  /** When the URL changed (the router's navigation): ms after the tap. */
  navigatedAt?: number;
  /** When the page's own chunk (`chunk`) had arrived: ms after the tap. */
  chunkAt?: number;
}

function timing(page: Page, call: string, chunk: string): Promise<Timing> {
  return page.evaluate(
    ([callPath, chunkName]) => {
      const { at: tap = Infinity, fetches, navigatedAt } = (window as unknown as TapWindow).__tap;
      const sent = fetches.find((f) => f.at >= tap && f.path === callPath);
      // A resource's entry is there once its answer has fully arrived.
      const chunkEntry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (e) =>
          e.startTime >= tap &&
          new RegExp(`^/assets/${chunkName}-[\\w-]+\\.js$`).test(new URL(e.name).pathname),
      );
      return {
        callAt: sent && sent.at - tap,
        sent: fetches.filter((f) => f.at >= tap && f.path === sent?.path && f.search === sent.search).length,
        navigatedAt: navigatedAt === undefined ? undefined : navigatedAt - tap,
        chunkAt: chunkEntry && chunkEntry.responseEnd - tap,
      };
    },
    [call, chunk] as const,
  );
}

/**
 * The call went out with the tap: before the router changed the URL (so no render, no chunk, came
 * first) and before the page's held chunk arrived.
 */
async function expectCallBeforeChunk(page: Page, label: string, call: string, chunk: string, held: string[]) {
  await expect
    .poll(async () => {
      const { callAt, chunkAt } = await timing(page, call, chunk);
      return callAt !== undefined && chunkAt !== undefined;
    })
    .toBe(true);
  const t = await timing(page, call, chunk);
  const ms = (x?: number) => (x === undefined ? '-' : x.toFixed(0));
  console.log(
    `${label}: ${call} sent at ${ms(t.callAt)} ms after the tap, URL changed at ${ms(t.navigatedAt)} ms, the page's chunk in at ${ms(t.chunkAt)} ms`,
  );
  expect(
    held.some((f) => f.startsWith(`/assets/${chunk}-`)),
    `${chunk} was fetched after the tap`,
  ).toBe(true);
  expect(t.callAt, `${call} sent after the tap`).toBeDefined();
  expect(t.navigatedAt, 'the URL changed').toBeDefined();
  expect(t.chunkAt).toBeGreaterThanOrEqual(HOLD_MS);
  expect(t.callAt!, 'the call went out before the navigation').toBeLessThanOrEqual(t.navigatedAt!);
  expect(t.callAt!, "the call went out before the page's code arrived").toBeLessThan(t.chunkAt!);
  // Once: the page took the answer of the call sent at the tap instead of asking again.
  expect(t.sent, `${call} sent once`).toBe(1);
}

test('list → detail: the detail call starts before the product page code arrives', async ({ page }) => {
  await page.goto('/commodity');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { held } = await slowCodeFromNowOn(page);
  await first.click();
  await expect(page).toHaveURL(/\/commodityDetail\/\d+/);
  await expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible();
  await expectCallBeforeChunk(page, 'list → detail', '/api/product/detail', 'commodity-detail-page', held);
});

test('detail → cart: the cart call starts before the cart page code arrives', async ({ page }) => {
  await loginAsDevUser(page);
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 1, price: '149.00' });
  await page.goto('/commodityDetail/10001');
  const cart = page.getByRole('toolbar', { name: '购买' }).getByRole('link', { name: /^购物车/ });
  await expect(cart).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { held } = await slowCodeFromNowOn(page);
  await cart.click();
  await expect(page).toHaveURL(/\/shop-cart$/);
  await expect(page.getByRole('list', { name: '购物车商品' })).toBeVisible();
  await expectCallBeforeChunk(
    page,
    'detail → cart',
    '/api/shopcart/get_shop_cart_list',
    'shop-cart-page',
    held,
  );
});

test('cart → confirm (a button): the address call starts before the confirm page code arrives', async ({
  page,
}) => {
  await loginAsDevUser(page);
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 1, price: '149.00' });
  await page.goto('/shop-cart');
  const checkout = page.getByRole('region', { name: '结算' }).getByRole('button', { name: /^结算/ });
  await expect(checkout).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const { held } = await slowCodeFromNowOn(page);
  await checkout.click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?/);
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expectCallBeforeChunk(
    page,
    'cart → confirm',
    '/api/account/address/get_reciver_address_list',
    'order-confirm-page',
    held,
  );
});

test('confirm → order (a form that redirects): the order list call starts before the order page code arrives', async ({
  page,
}) => {
  await loginAsDevUser(page);
  await page.goto('/user/order/confirm?shouji_str=10001:1&from_where=1');
  const submit = page.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeEnabled();
  await page.waitForLoadState('networkidle');
  const { held } = await slowCodeFromNowOn(page);
  await submit.click();
  await expect(page).toHaveURL(/\/user\/order\?state=0$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectCallBeforeChunk(page, 'confirm → order', '/api/account/order/list', 'order-page', held);
});
