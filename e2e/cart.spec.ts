import type { Page } from '@playwright/test';
import {
  addToDevCart,
  expect,
  loginAsDevUser,
  mockControl,
  resetMock,
  swipeLeft,
  test,
  workerStack,
} from './support';

// Cart journeys: swipe-delete, select all and the total, checkout disabled with nothing
// selected, clearing sold lines, checkout of a phone and a part, and a guest's cart.

const list = (page: Page) => page.getByRole('list', { name: '购物车商品' });
const line = (page: Page, name: RegExp | string) => list(page).getByRole('article', { name });
const bar = (page: Page) => page.getByRole('region', { name: '结算' });
const total = (page: Page) => bar(page).locator('strong');

test.beforeEach(async () => {
  await resetMock();
});

test('should swipe-delete a line, select all, deselect all and clear sold lines @browsers', async ({
  page,
}) => {
  await loginAsDevUser(page);
  // iPhone 13 (3299.00) with cleaning and screen cover (99.00), a Mate 40 Pro (2699.00) that then
  // sells elsewhere, and two 20W chargers (149.00).
  await addToDevCart({ pro_type: 1, pro_value: 10001, pro_num: 1, price: '3299.00', services_id: '3,1' });
  await addToDevCart({ pro_type: 1, pro_value: 10002, pro_num: 1, price: '2699.00', services_id: '3' });
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 2, price: '149.00' });
  await mockControl('phones/10002/sold');

  await page.goto('/shop-cart');
  const iphone = line(page, /iPhone 13 128G/);
  await expect(iphone).toBeVisible();
  await expect(iphone).toContainText('整机清洁');
  await expect(iphone).toContainText('碎屏保障一年');
  await expect(iphone).toContainText('¥3398.00');
  await expect(page.getByRole('heading', { name: '已失效商品（1）' })).toBeVisible();

  // Everything available starts selected.
  const all = bar(page).getByRole('checkbox', { name: '全选' });
  await expect(all).toHaveAttribute('aria-checked', 'true');
  await expect(total(page)).toHaveText('¥3696.00');

  // Swipe the chargers away.
  const chargers = line(page, /20W USB-C/);
  await swipeLeft(page, chargers, 140);
  const del = list(page).getByRole('button', { name: '删除' }).first();
  await expect(del).toBeInViewport();
  await del.click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(chargers).toHaveCount(0);
  await expect(total(page)).toHaveText('¥3398.00');

  // Deselect all: nothing to pay, checkout disabled; select all again.
  await all.click();
  await expect(total(page)).toHaveText('¥0.00');
  await expect(bar(page).getByRole('button', { name: /^结算/ })).toBeDisabled();
  await all.click();
  await expect(total(page)).toHaveText('¥3398.00');
  await expect(bar(page).getByRole('button', { name: /^结算/ })).toBeEnabled();

  // Clear the sold phone.
  await page.getByRole('button', { name: '清空失效商品' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('heading', { name: /已失效商品/ })).toHaveCount(0);
  await expect(line(page, /Mate 40 Pro/)).toHaveCount(0);
});

test('should check out a phone and a part to the confirm page with both strings', async ({ page }) => {
  await loginAsDevUser(page);
  await addToDevCart({ pro_type: 1, pro_value: 10001, pro_num: 1, price: '3299.00', services_id: '3' });
  await addToDevCart({ pro_type: 2, pro_value: 21001, pro_num: 2, price: '149.00' });
  await page.goto('/shop-cart');
  await expect(total(page)).toHaveText('¥3597.00');
  await bar(page).getByRole('button', { name: '结算(2)' }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?/);
  const q = new URL(page.url()).searchParams;
  expect(q.get('shouji_str')).toBe('10001:1');
  expect(q.get('peijian_str')).toBe('21001:2');
  expect(q.get('from_where')).toBe('2');
});

test("should keep a guest's line across reloads and ask the guest to log in", async ({ page }) => {
  await page.goto('/commodityDetail/10003');
  await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  // After a reload the detail still knows the guest's cart (it sends the device id).
  await page.reload();
  await expect(
    page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '已加入购物车' }),
  ).toBeDisabled();
  await page.goto('/shop-cart');
  await expect(page.getByRole('note')).toContainText('登录后可同步购物车中的商品');
  await expect(list(page).getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(list(page).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fshop-cart',
  );
});

test('should clear sold lines beyond the first page of the cart', async ({ page }) => {
  await loginAsDevUser(page);
  // 12 sold phones: with 10 lines a page, the last 2 are not loaded when the button is tapped.
  const ids = [10010, 10011, 10012, 10013, 10014, 10015, 10016, 10017, 10018, 10019, 10020, 10022];
  for (const id of ids) {
    const res = await fetch(`${workerStack().apiUrl}/api/product/detail?p=h5&v=4.9.0&product_id=${id}`);
    const { data } = (await res.json()) as { data: { price: string } };
    await addToDevCart({ pro_type: 1, pro_value: id, pro_num: 1, price: data.price });
    await mockControl(`phones/${id}/sold`);
  }
  await page.goto('/shop-cart');
  await expect(page.getByRole('heading', { name: '已失效商品（10）' })).toBeVisible();
  await page.getByRole('button', { name: '清空失效商品' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByText('购物车还是空的')).toBeVisible();
  await page.reload();
  await expect(page.getByText('购物车还是空的')).toBeVisible();
});
