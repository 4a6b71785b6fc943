import type { Locator, Page } from '@playwright/test';
import { checkoutUrl } from '../src/domain/checkout-query';
import { fixedLayerProblems, INSET_BOTTOM } from './layout-checks';
import { addToDevCart, PHONE_10001_LINE, expect, loginAsDevUser, resetMock, test } from './support';

// Phone reality: the layout on real screens. Every fixed bar and pop-up stays in the
// app's 640 px column, centred, clear of an iPhone's home indicator (safe-area inset) and with
// room kept for it at the end of the page; the home toolbar covers no product and no button; the
// list header and its chips fit 320 px.

test.beforeEach(async () => {
  await resetMock();
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
/** Scrolling moves in whole pixels while text boxes end at fractions: under 1 px is no overlap. */
const SUBPIXEL = 1;
const overlaps = (a: Box, b: Box) =>
  a.x + SUBPIXEL < b.x + b.width &&
  b.x + SUBPIXEL < a.x + a.width &&
  a.y + SUBPIXEL < b.y + b.height &&
  b.y + SUBPIXEL < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator.toString()} is not rendered`);
  return b;
}

/**
 * Whether the element is itself on screen at its centre and towards its four corners (a quarter in,
 * clear of rounded corners): nothing lies over it.
 */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const points = [0.5, 0.25, 0.75].flatMap((fx) =>
      [0.5, 0.25, 0.75].map((fy) => [r.left + r.width * fx, r.top + r.height * fy]),
    );
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
  });

test('should keep the home toolbar off the second card’s name and price at 375 px and off 立即下载 at 640 px', async ({
  page,
}) => {
  const toolbar = page.getByRole('toolbar', { name: '快捷入口' });
  for (const width of [375, 640]) {
    await page.setViewportSize({ width, height: 740 });
    const home = page.waitForResponse((r) => r.url().includes('/api/home/app_home_v3'));
    await page.goto('/');
    const { data } = (await (await home).json()) as {
      data: { recommend_list: { product_name: string; price: string }[] };
    };
    const second = data.recommend_list[1];
    const card = page.getByRole('article', { name: second.product_name });
    const targets = [
      page.getByText('立即下载', { exact: true }),
      card.locator('.product-card__name'),
      card.getByText(`¥${second.price}`, { exact: true }),
    ];
    await expect(card).toBeVisible();
    await expect(toolbar.getByRole('button', { name: '客服' })).toBeVisible();
    await expect(toolbar.getByRole('link', { name: '购物车' })).toBeVisible();
    for (const target of targets) {
      // Brought into view as a thumb or the keyboard would: clear of the toolbar and of every bar.
      await target.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      const what = `${width} px, ${await target.textContent()}`;
      expect(overlaps(await box(toolbar), await box(target)), what).toBe(false);
      expect(await uncovered(target), what).toBe(true);
    }
    // The page keeps the toolbar's room after its last row: scrolled to the end, the list's footer
    // ends above the toolbar.
    const footer = page.locator('.infinite-list__footer');
    const room = await footer.evaluate((el) => {
      const end = el.getBoundingClientRect().bottom + window.scrollY;
      return document.documentElement.scrollHeight - end;
    });
    expect(room).toBeGreaterThanOrEqual(740 - (await box(toolbar)).y);
  }
});

test('should show the whole sort label and keep the list header and every chip inside 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // A sort, a model, a price range and four properties: six chips.
  await page.goto(
    '/commodity?typeId=1&brandId=1&modelId=108&price=5000-7000&sortStatus=desc&props=1:11;2:25;3:31;4:42',
  );
  const filters = page.getByRole('toolbar', { name: '筛选排序' });
  const chips = page.getByRole('list', { name: '已选条件' }).getByRole('listitem');
  await expect(chips).toHaveCount(6);
  await expect(chips.first()).toHaveText(/iPhone 15 Pro Max/);

  const sort = filters.getByRole('button', { name: '价格从高到低' });
  await expect(sort).toBeVisible();
  // The whole label: nothing of it clipped or cut to an ellipsis, and not against the edge.
  const label = await sort.evaluate((el) => ({
    clipped: el.scrollWidth > el.clientWidth,
    left: el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft),
  }));
  expect(label.clipped).toBe(false);
  expect(label.left).toBeGreaterThanOrEqual(8);

  // Nothing of the page header, the tabs or the chips runs past either edge of the screen.
  const outside = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const roots = document.querySelectorAll('header, [aria-label="筛选排序"], [aria-label="已选条件"]');
    return [...roots]
      .flatMap((root) => [root, ...root.querySelectorAll('*')])
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -0.5 || r.right > width + 0.5 || el.scrollWidth > el.clientWidth + 1);
      })
      .map((el) => `${el.tagName} "${el.textContent}"`);
  });
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
});

/** The app as on a notched iPhone wider than the column: safe-area insets, 1024 px wide. */
async function notchedWideScreen(page: Page) {
  await page.setViewportSize({ width: 1024, height: 740 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 44, bottom: INSET_BOTTOM } });
}

/** Each screen with a fixed bar, sheet or pop-up, brought to the state that shows it. */
const SCENES: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home: bottom navigation and toolbar',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'home: customer service sheet',
    open: async (page) => {
      await page.getByRole('toolbar', { name: '快捷入口' }).getByRole('button', { name: '客服' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'product detail: buy bar',
    open: async (page) => {
      await page.goto('/commodityDetail/10001');
      await expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible();
    },
  },
  {
    name: 'product detail: service panel',
    open: async (page) => {
      await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '立即购买' }).click();
      await expect(page.getByRole('dialog', { name: '选择服务' })).toBeVisible();
    },
  },
  {
    name: 'part detail: buy bar',
    open: async (page) => {
      await page.goto('/part-detail?productId=20001&type=1&sk=pat-e2e');
      await expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible();
    },
  },
  {
    name: 'cart: checkout bar above the navigation',
    open: async (page) => {
      await addToDevCart(PHONE_10001_LINE);
      await page.goto('/shop-cart');
      await expect(page.getByRole('region', { name: '结算' })).toBeVisible();
    },
  },
  {
    name: 'order confirm: submit bar',
    open: async (page) => {
      await page.goto(
        checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3], parts: [] }),
      );
      await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
    },
  },
  {
    name: 'order detail: action bar',
    open: async (page) => {
      await page.goto('/user/order/detail/SJ202611201403120001');
      await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
    },
  },
  {
    name: 'order list: refund sheet',
    open: async (page) => {
      await page.goto('/user/order?state=1');
      await page
        .getByRole('article')
        .filter({ hasText: 'SJ202611201403120001' })
        .getByRole('button', { name: '申请退款' })
        .click();
      await expect(page.getByRole('dialog', { name: '申请退款' })).toBeVisible();
    },
  },
  {
    name: 'review detail: comment bar',
    open: async (page) => {
      await page.goto('/list-detail?review_id=30001');
      await expect(page.getByRole('textbox').first()).toBeVisible();
    },
  },
  {
    name: 'address form: save bar and region picker',
    open: async (page) => {
      await page.goto('/user/address/add');
      await page.getByRole('button', { name: '所在地区' }).click();
      await expect(page.locator('.adm-picker-view-column-item').first()).toBeVisible();
    },
  },
];

test('should keep every fixed bar, sheet and pop-up in the centred column, clear of the home indicator', async ({
  page,
}) => {
  await loginAsDevUser(page);
  await notchedWideScreen(page);
  for (const scene of SCENES) {
    await scene.open(page);
    await expect.poll(() => fixedLayerProblems(page, INSET_BOTTOM), { message: scene.name }).toEqual([]);
  }
});
