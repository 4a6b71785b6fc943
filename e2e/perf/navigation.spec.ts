// Tap to content: from a tap to the new screen's content, median of 5 on the production build
// against the mock, for the navigations a shopper makes most: links (the category, a product, the
// cart), a tab, a button that navigates (结算) and a form that redirects (提交订单). Timed inside the
// page (from the pointerdown to the frame after the content is in the DOM, with no skeleton in view), so
// Playwright's own polling does not count. The bound (below) leaves a margin for a shared CI
// machine; the medians are printed for the closing note, against the 150 ms target
// (docs/performance.md).
import type { Page } from '@playwright/test';
import { addToDevCart, expect, loginAsDevUser, resetMock, test } from '../support';

// Playwright's trace records screenshots and snapshots as the test runs, on the same two cores as
// the browser and the servers: the figures are the app's, so this file runs without it.
test.use({ trace: 'off' });

test.beforeEach(async () => {
  await resetMock();
});

const RUNS = 5;
// Twice the target (150 ms) for a shared CI machine, and still below what a navigation that shows
// its route skeleton costs (React holds a fallback it has shown for 300 ms).
const BOUND_MS = 300;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Arms a timer in the page: it starts on the next pointerdown and stops at the first animation
 * frame after `ready` holds: the new URL, its content, and no skeleton in view (a section further
 * down the page may still be loading: the shopper sees the screen, not the page below it). The
 * result is read with `tapTime`.
 */
async function armTapTimer(page: Page, urlPattern: string, contentSelector: string, busySelector: string) {
  await page.evaluate(
    ([pattern, content, busy]) => {
      const w = window as unknown as { __tapToContent?: Promise<number> };
      w.__tapToContent = new Promise<number>((resolve) => {
        document.addEventListener(
          'pointerdown',
          () => {
            const t0 = performance.now();
            const inView = (el: Element) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
            };
            const ready = () =>
              new RegExp(pattern).test(location.pathname + location.search) &&
              document.querySelector(content) !== null &&
              ![...document.querySelectorAll(busy)].some(inView);
            const finish = () => requestAnimationFrame(() => resolve(performance.now() - t0));
            if (ready()) return finish();
            const observer = new MutationObserver(() => {
              if (!ready()) return;
              observer.disconnect();
              finish();
            });
            observer.observe(document.body, { childList: true, subtree: true, attributes: true });
          },
          { capture: true, once: true },
        );
      });
    },
    [urlPattern, contentSelector, busySelector] as const,
  );
}

/**
 * A shopper reads a page before tapping on it: the tap is timed once the page has finished loading
 * (its pictures included), so the figure is the navigation's and not the first page's tail.
 */
const settled = (page: Page) => page.waitForLoadState('networkidle');

const tapTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tapToContent: Promise<number> }).__tapToContent);

/** What one timed navigation is: where it starts, the tap, and what its new screen shows when ready. */
interface Navigation {
  label: string;
  /** Opens the page the tap is made on and waits for its content (the page is then let settle). */
  open: (page: Page) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  /** The new screen: its URL (a pattern on path and query) and an element it shows with its data. */
  url: string;
  content: string;
  /** Waits until the navigation has finished for Playwright too, before the next run. */
  landed: (page: Page) => Promise<void>;
}

const BUSY = '[aria-busy="true"]';

/** Times RUNS taps of `nav`, prints them with their median and holds the median to the bound. */
async function timeNavigation(page: Page, nav: Navigation) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await nav.open(page);
    await settled(page);
    await armTapTimer(page, nav.url, nav.content, BUSY);
    await nav.tap(page);
    ms.push(Math.round(await tapTime(page)));
    await nav.landed(page);
  }
  console.log(`tap → content ${nav.label}: median ${median(ms)} ms (${ms.join(', ')})`);
  expect(median(ms)).toBeLessThanOrEqual(BOUND_MS);
}

test('should show /commodity within the bound after a tap on /sort/1', async ({ page }) => {
  const model = page.locator('.catalogue-sort-page__model').first();
  await timeNavigation(page, {
    label: '/sort/1 → /commodity',
    open: async () => {
      await page.goto('/sort/1');
      await expect(model).toBeVisible();
    },
    tap: () => model.click(),
    url: '^/commodity\\?',
    content: 'main article',
    landed: () => expect(page.getByRole('article').first()).toBeVisible(),
  });
});

test('should show a category tab of / within the bound after a tap', async ({ page }) => {
  await timeNavigation(page, {
    label: '/ → category tab',
    open: async () => {
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
    tap: () => page.getByRole('tab').nth(1).click(),
    url: 'tab=',
    content: 'main article',
    landed: () => expect(page).toHaveURL(/tab=/),
  });
});

test('should show a detail within the bound after a tap on /commodity', async ({ page }) => {
  const first = page.getByRole('article').first();
  await timeNavigation(page, {
    label: '/commodity → detail',
    open: async () => {
      await page.goto('/commodity');
      await expect(first).toBeVisible();
    },
    tap: () => first.click(),
    url: '^/commodityDetail/\\d+',
    content: '[role="toolbar"][aria-label="购买"]',
    landed: () => expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible(),
  });
});

test('should show the cart within the bound after a tap on a detail', async ({ page }) => {
  await loginAsDevUser(page);
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 1, price: '149.00' });
  const cart = page.getByRole('toolbar', { name: '购买' }).getByRole('link', { name: /^购物车/ });
  await timeNavigation(page, {
    label: 'detail → /shop-cart',
    open: async () => {
      await page.goto('/commodityDetail/10001');
      await expect(cart).toBeVisible();
    },
    tap: () => cart.click(),
    url: '^/shop-cart$',
    content: '[aria-label="购物车商品"]',
    landed: () => expect(page.getByRole('list', { name: '购物车商品' })).toBeVisible(),
  });
});

test('should show the confirm page within the bound after a tap on 结算', async ({ page }) => {
  await loginAsDevUser(page);
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 1, price: '149.00' });
  const checkout = page.getByRole('region', { name: '结算' }).getByRole('button', { name: /^结算/ });
  await timeNavigation(page, {
    label: '/shop-cart → confirm (a button)',
    open: async () => {
      await page.goto('/shop-cart');
      await expect(checkout).toBeEnabled();
    },
    tap: () => checkout.click(),
    url: '^/user/order/confirm\\?',
    // Ready when its addresses are in: until then 提交订单 is disabled.
    content: '.order-confirm-bar__submit:enabled',
    landed: () => expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled(),
  });
});

test('should show the orders within the bound after a tap on 提交订单', async ({ page }) => {
  await loginAsDevUser(page);
  const submit = page.getByRole('button', { name: '提交订单' });
  await timeNavigation(page, {
    label: 'confirm → /user/order (a form that redirects)',
    open: async () => {
      await page.goto('/user/order/confirm?peijian_str=21001:1&from_where=1');
      await expect(submit).toBeEnabled();
    },
    tap: () => submit.click(),
    url: '^/user/order\\?state=0$',
    content: 'main article',
    landed: () => expect(page.getByRole('article').first()).toBeVisible(),
  });
});
