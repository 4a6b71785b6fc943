import type { Page } from '@playwright/test';
import { checkoutUrl } from '../src/domain/checkout-query';
import {
  addToDevCart,
  PHONE_10001_LINE,
  expect,
  loginAsDevUser,
  mockControl,
  resetMock,
  test,
} from './support';

// At the narrowest phone the shop supports (320 px), every label of a fixed bar, a sheet's button
// row and an order's button row stays on one line and inside its button, with the longest label
// each can carry (已加入购物车 beside 立即购买, three order actions, 结算 with its count).

const PAID = 'SJ202611201403120001';

test.use({ viewport: { width: 320, height: 740 } });
// Each test walks several screens.
test.setTimeout(120_000);

test.beforeEach(async ({ page }) => {
  await resetMock();
  await loginAsDevUser(page);
});

/**
 * The buttons and links of the screen's fixed layer (bars, sheets), and the controls `rows`
 * selects (the buttons of rows in the page), each described with what is wrong: a text that takes more than one line, a label
 * wider than its control, a control past the window's edge. Also the number of controls read, so
 * a scene that shows none cannot pass.
 */
async function labelProblems(page: Page, rows: string[] = []): Promise<{ read: number; problems: string[] }> {
  return page.evaluate((rowSelectors) => {
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const fixed = [...document.querySelectorAll('body *')].filter(
      (el) => getComputedStyle(el).position === 'fixed',
    );
    const candidates = [
      ...fixed.flatMap((root) => [...root.querySelectorAll('button, a[href], [role="button"]')]),
      ...rowSelectors.flatMap((s) => [...document.querySelectorAll(s)]),
    ];
    const controls = new Set(candidates.filter((el) => shown(el) && el.textContent?.trim()));
    const problems: string[] = [];
    for (const el of controls) {
      const name = `"${el.textContent?.trim()}"`;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${name} past the window: ${Math.round(box.left)}–${Math.round(box.right)}`);
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name} wider than its control`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Words for screen readers only (clipped to 1 px) take no room on screen.
        if ((node.parentElement?.getBoundingClientRect().width ?? 2) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) problems.push(`${name} on ${lines.size} lines`);
        const text = range.getBoundingClientRect();
        if (text.left < box.left - 0.5 || text.right > box.right + 0.5)
          problems.push(`${name} text outside its control`);
      }
    }
    return { read: controls.size, problems };
  }, rows);
}

async function expectOneLine(page: Page, scene: string, rows?: string[]) {
  await expect
    .poll(async () => (await labelProblems(page, rows)).problems, { message: scene, timeout: 10_000 })
    .toEqual([]);
  expect((await labelProblems(page, rows)).read, scene).toBeGreaterThan(0);
}

test('should keep every bar label on one line at 320 px: product and part detail', async ({ page }) => {
  // In the cart already (已加入购物车) and a favourite (已收藏): the bar's longest labels.
  await addToDevCart(PHONE_10001_LINE);
  await page.goto('/commodityDetail/10001');
  const bar = page.getByRole('toolbar', { name: '购买' });
  await bar.getByRole('button', { name: '收藏' }).click();
  // The heart follows the detail's refetch after the call.
  await expect(bar.getByRole('button', { name: '已收藏' })).toBeVisible({ timeout: 15_000 });
  await expect(bar.getByRole('button', { name: '已加入购物车' })).toBeVisible();
  await expectOneLine(page, 'product detail: buy bar');

  // Another phone, not in the cart: 加入购物车 in the bar and in the service panel's foot, every
  // service chosen (the longest total).
  await page.goto('/commodityDetail/10002');
  await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '加入购物车' }).click();
  const panel = page.getByRole('dialog', { name: '选择服务' });
  const unchosen = panel.getByRole('checkbox', { checked: false });
  while ((await unchosen.count()) > 0) await unchosen.first().click();
  await expect(panel.getByRole('button', { name: '加入购物车' })).toBeVisible();
  await expectOneLine(page, 'product detail: service panel');

  await page.goto('/part-detail?productId=20001&type=1&sk=pat-e2e');
  await expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible();
  await expectOneLine(page, 'part detail: buy bar');
});

test('should keep every bar label on one line at 320 px: home, cart, confirm, address list', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('toolbar', { name: '快捷入口' })).toBeVisible();
  await expectOneLine(page, 'home: toolbar and navigation');
  await page.getByRole('toolbar', { name: '快捷入口' }).getByRole('button', { name: '客服' }).click();
  await expect(page.getByRole('dialog', { name: '联系客服' })).toBeVisible();
  await expectOneLine(page, 'home: customer service sheet');

  await addToDevCart(PHONE_10001_LINE);
  await page.goto('/shop-cart');
  const checkout = page.getByRole('region', { name: '结算' });
  await expect(checkout.getByRole('button', { name: /^结算\(\d+\)$/ })).toBeVisible();
  await expectOneLine(page, 'cart: checkout bar');

  await page.goto(checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3], parts: [] }));
  await expect(page.getByRole('button', { name: '提交订单' })).toBeVisible();
  await expectOneLine(page, 'order confirm: submit bar');

  await page.goto('/user/order/confirm?peijian_str=21004%3A2&from_where=1&sk=pat-e2e');
  await page.getByRole('button', { name: /张可用/ }).click();
  await expect(page.getByRole('dialog', { name: '选择优惠券' })).toBeVisible();
  await expectOneLine(page, 'order confirm: coupon sheet');

  await page.goto('/user/address');
  await expect(page.getByRole('link', { name: '新增收货地址' })).toBeVisible();
  await expectOneLine(page, 'address list: add bar');
});

test('should keep every bar label on one line at 320 px: orders and a review', async ({ page }) => {
  // Shipped: three actions (申请售后, 查看物流, 确认收货), the most an order has.
  await mockControl(`orders/${PAID}/advance`, { to: 'shipped' });
  await page.goto(`/user/order/detail/${PAID}`);
  await expect(page.getByRole('button', { name: '确认收货' })).toBeVisible();
  await expectOneLine(page, 'order detail: action bar');

  await page.goto('/user/order?state=2');
  await expect(page.getByRole('button', { name: '确认收货' }).first()).toBeVisible();
  await expectOneLine(page, 'order list: action rows', ['article button']);

  await page.goto('/user/order?state=1');
  await page.getByRole('article').getByRole('button', { name: '申请退款' }).first().click();
  await expect(page.getByRole('dialog', { name: '申请退款' })).toBeVisible();
  await expectOneLine(page, 'order list: refund sheet');

  await page.goto('/list-detail?review_id=30001');
  await expect(page.getByRole('button', { name: '发送' })).toBeVisible();
  await expectOneLine(page, 'review detail: comment bar');
});
