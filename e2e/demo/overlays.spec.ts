import { expect, test, type Locator, type Page } from '@playwright/test';

// The demo build's own additions, the 演示版 note and the dev panel's DEV button, sit beside the
// shop's content, never on it: at the top of the page, at any scroll position, neither covers the
// page header's title, the 注册 link and button or the cart's 小计 row.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box in the viewport (where it is painted now), or undefined when not shown. */
const boxOf = (locator: Locator): Promise<Box | undefined> =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width && r.height ? { x: r.left, y: r.top, width: r.width, height: r.height } : undefined;
  });

const banner = (page: Page) => page.getByRole('note').filter({ hasText: '演示版' });
const devButton = (page: Page) => page.getByRole('button', { name: '开发面板' });

/** Fails when the banner or the DEV button covers `target`, at the top and scrolled by `dy`. */
async function expectUncovered(page: Page, target: Locator, dy = 0) {
  await expect(target).toBeVisible({ timeout: 15_000 });
  await expect(banner(page)).toBeAttached();
  await expect(devButton(page)).toBeVisible({ timeout: 15_000 });
  if (dy) {
    await page.mouse.wheel(0, dy);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  }
  const covered = await boxOf(target);
  expect(covered).toBeDefined();
  for (const [name, overlay] of [
    ['banner', banner(page)],
    ['DEV button', devButton(page)],
  ] as const) {
    const box = await boxOf(overlay);
    expect(box && overlap(box, covered!), `${name} over ${await target.textContent()}`).toBeFalsy();
  }
}

const headerTitle = (page: Page) => page.locator('.page-header__title');

test('the banner and the DEV button leave the page header title uncovered', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ['/login', '/commodity', '/user/address/add', '/commodityDetail/10001']) {
    await page.goto(path);
    await expectUncovered(page, headerTitle(page).first());
  }
  // Scrolled: the header sticks to the top of the screen.
  await page.goto('/commodityDetail/10001');
  await expectUncovered(page, headerTitle(page).first(), 600);
});

test("the DEV button leaves the 注册 link and button and the cart's 小计 row uncovered", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/register');
  await expectUncovered(page, page.getByRole('button', { name: '注册', exact: true }));
  await page.goto('/login');
  await expectUncovered(page, page.getByRole('link', { name: '注册' }));

  await page.getByLabel('手机号', { exact: true }).fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await page.goto('/commodityDetail/10001');
  const bar = page.getByRole('toolbar', { name: '购买' });
  await bar.getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await bar.getByRole('link', { name: /购物车\s*，\s*[1-9]\d*\s*件商品/ }).click();
  const line = page.getByRole('article', { name: /iPhone 13 128G/ });
  // The row of the line's 小计 (its label is for screen readers, the amount is what shows).
  await expectUncovered(page, line.getByText('小计').locator('..'));
});
