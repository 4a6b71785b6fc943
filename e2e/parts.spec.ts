import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, loginAsDevUser, resetMock, test } from './support';

// Parts journeys: the mall's category tabs, a part's spec picker with price, stock and
// quantity, add to cart, and the details HTML that must run nothing it carries.

test.beforeEach(async () => {
  await resetMock();
});

const bar = (page: Page) => page.getByRole('toolbar', { name: '购买' });
const price = (page: Page) => page.getByTestId('part-price');

test('should switch the mall tabs and open a part', async ({ page }) => {
  await page.goto('/part?id=2');
  const tabs = page.getByRole('navigation', { name: '配件分类' });
  await expect(tabs.getByRole('button', { name: '数据线' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: '数据线' }).getByRole('link').first()).toBeVisible();
  await tabs.getByRole('button', { name: '保护壳' }).click();
  await expect(page).toHaveURL(/\/part\?id=3$/);
  const cases = page.getByRole('list', { name: '保护壳' });
  await cases.getByRole('link', { name: 'iPhone 13 液态硅胶保护壳' }).click();
  await expect(page).toHaveURL(/\/part-detail\?productId=20003&sk=pat-/);
  await expect(page.getByRole('heading', { level: 2, name: 'iPhone 13 液态硅胶保护壳' })).toBeVisible();
});

test('should block buying until specs are chosen, then follow the sku and add to cart', async ({ page }) => {
  await page.goto('/part-detail?productId=20001&type=1&sk=pat-e2e');
  await expect(price(page)).toHaveText('149.00');
  await expect(page.getByText('库存 120 件')).toBeVisible();

  await bar(page).getByRole('button', { name: '立即购买' }).click();
  await expect(page.getByText('请选择相关规格')).toBeVisible();
  await expect(page).toHaveURL(/\/part-detail\?/);

  await page.getByRole('button', { name: '黑色' }).click();
  await expect(price(page)).toHaveText('149.00');
  await page.getByRole('button', { name: '充电头 + 1 米数据线' }).click();
  await expect(price(page)).toHaveText('199.00');
  await expect(page.getByText('库存 10 件')).toBeVisible();
  // Tapping the chosen option again clears it: back to the base price and total stock.
  await page.getByRole('button', { name: '黑色' }).click();
  await expect(page.getByRole('button', { name: '黑色' })).toHaveAttribute('aria-pressed', 'false');
  await expect(price(page)).toHaveText('149.00');
  await page.getByRole('button', { name: '白色' }).click();
  await expect(price(page)).toHaveText('199.00');
  await expect(page.getByText('库存 40 件')).toBeVisible();

  await page.getByRole('button', { name: /^增加.*数量$/ }).click();
  await page.getByRole('button', { name: /^增加.*数量$/ }).click();
  await expect(page.getByRole('group', { name: /数量$/ }).locator('output')).toHaveText('3');
  await page.getByRole('button', { name: /^减少.*数量$/ }).click();
  await expect(page.getByRole('group', { name: /数量$/ }).locator('output')).toHaveText('2');

  await bar(page).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  await page.goto('/shop-cart');
  const line = page.getByRole('article', { name: /20W USB-C/ });
  await expect(line).toContainText('白色 充电头 + 1 米数据线');
  await expect(line).toContainText('×2');
  await expect(line).toContainText('¥398.00');
});

test('should buy a part alone: confirm shows its line and coupons, and submitting makes an order', async ({
  page,
}) => {
  await loginAsDevUser(page);
  await page.goto('/part-detail?productId=20001&type=1&sk=pat-e2e');
  await page.getByRole('button', { name: '黑色' }).click();
  await page.getByRole('button', { name: '充电头 + 1 米数据线' }).click();
  await page.getByRole('button', { name: /^增加.*数量$/ }).click();
  await bar(page).getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?peijian_str=21004%3A2&from_where=1&sk=pat-e2e$/);

  const line = page.getByRole('region', { name: '苹果原装 20W USB-C 电源适配器' });
  await expect(line).toContainText('黑色 充电头 + 1 米数据线');
  await expect(line).toContainText('¥199.00×2');
  await expect(line.getByRole('img')).toHaveAttribute('src', /\/mock-assets\/parts\//);
  await expect(page.getByTestId('confirm-total')).toHaveText('¥398.00');
  // The part's own coupons (docs/product/states.md: per order line).
  await line.getByRole('button', { name: '2 张可用' }).click();
  await page
    .getByRole('dialog', { name: '选择优惠券' })
    .getByRole('button', { name: /满200减20/ })
    .click();
  await expect(page.getByTestId('confirm-total')).toHaveText('¥378.00');

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/user\/order\?state=0$/);
  await page.getByRole('button', { name: '稍后再说' }).click();
  const order = page.getByRole('article').filter({ hasText: '苹果原装 20W USB-C 电源适配器' });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('¥378.00');
});

test('should run nothing from the XSS fixture and still render its safe parts', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssProbe: (from: string) => void; __xssCalls: string[] };
    w.__xssCalls = [];
    w.__xssProbe = (from) => void w.__xssCalls.push(from);
  });
  await page.goto('/part-detail?productId=20014');
  const details = page.locator('.part-details');
  await expect(details.getByRole('heading', { name: '商品介绍' })).toBeVisible();
  await expect(details.getByText('包装清单：数据线 ×1')).toBeVisible();
  // Every picture of the details has loaded or failed (a broken one would fire its onerror).
  await details.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect
    .poll(() => details.evaluate((el) => [...el.querySelectorAll('img')].every((img) => img.complete)))
    .toBe(true);
  // The javascript: link lost its href; clicking it does nothing either.
  await details.getByText('查看说明书').click();
  expect(await page.evaluate(() => (window as unknown as { __xssCalls: string[] }).__xssCalls)).toEqual([]);
  await expect(details.locator('script, [onerror]')).toHaveCount(0);
  await expect(details.getByRole('img', { name: /细节图 1/ })).toHaveAttribute('loading', 'lazy');
});

// docs/performance.md budget: every route but / loads at most 160 KiB gzip -9 of JS and CSS, / included.
test('should keep the product, part and cart routes within 160 KiB', async ({ page }, info) => {
  const rows: string[] = [];
  for (const [path, ready] of [
    ['/commodityDetail/10001', () => page.getByRole('main').getByRole('heading', { level: 2 }).first()],
    ['/part-detail?productId=20001', () => page.getByRole('main').getByRole('heading', { level: 2 }).first()],
    ['/part?id=1', () => page.getByRole('navigation', { name: '配件分类' })],
    ['/shop-cart', () => page.getByRole('note')],
  ] as const) {
    const assets = new Set<string>();
    const listen = (r: Response) => {
      const type = r.request().resourceType();
      const url = new URL(r.url());
      if ((type === 'script' || type === 'stylesheet') && url.pathname.startsWith('/assets/'))
        assets.add(url.pathname);
    };
    page.on('response', listen);
    await page.goto(path);
    await expect(ready()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('response', listen);
    let total = 0;
    for (const file of assets)
      total += gzipSync(readFileSync(`${process.env.E2E_DIST ?? 'dist'}${file}`), { level: 9 }).length;
    rows.push(`${path}: ${(total / 1024).toFixed(1)} KiB`);
    expect(total, path).toBeLessThanOrEqual(160 * 1024);
  }
  await info.attach('route sizes', { body: rows.join('\n'), contentType: 'text/plain' });
  console.log(rows.join('\n'));
});
