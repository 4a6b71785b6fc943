import type { Page } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, resetMock, test } from './support';

// Product detail journeys: from a list to a phone, its four anchored tabs, the image
// viewer, the parameter pop-up, the service panel and the cart; favourites; buy now through login.

test.beforeEach(async () => {
  await resetMock();
});

const tabs = (page: Page) => page.getByRole('navigation', { name: '详情分区' });
const currentTab = (page: Page) => tabs(page).locator('[aria-current="location"]');
const bar = (page: Page) => page.getByRole('toolbar', { name: '购买' });

test('should open a phone from a list, walk its tabs, viewer and parameters, and add it with two services', async ({
  page,
}) => {
  await page.goto('/commodity?typeId=1&brandId=1&modelId=101');
  const first = page.getByRole('article').first();
  const name = await first.getAttribute('aria-label');
  await first.click();
  await expect(page).toHaveURL(/\/commodityDetail\/10001\?sk=/);
  // The product's name (level 1 is the page header's title).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(name).toBeTruthy();

  // Tap: each tab brings its section under the tabs and lights up.
  for (const label of ['质检', '实拍', '评价', '商品']) {
    await tabs(page).getByRole('button', { name: label }).click();
    await expect(currentTab(page)).toHaveText(label);
  }
  await expect(page.getByText('质检报告')).toBeVisible();
  await expect(page.locator('.pd-check__item').first()).toBeVisible();

  // Scroll: the tab follows the section on screen, both ways.
  await page.locator('#pd-reviews').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(currentTab(page)).toHaveText('评价');
  await page.evaluate(() => {
    const el = document.getElementById('pd-check')!;
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 43);
  });
  await expect(currentTab(page)).toHaveText('质检');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(currentTab(page)).toHaveText('商品');

  // The gallery's viewer.
  await page.getByRole('button', { name: '查看大图 1' }).click();
  const viewer = page.locator('.adm-image-viewer-slides');
  await expect(viewer).toBeVisible();
  await expect(page.locator('.adm-image-viewer-indicator')).toHaveText(/^1 \/ \d+$/);
  await page.screenshot({ path: 'test-results/pd-viewer.png' });
  // The viewer's own close button, found by its name in the viewer's dialog.
  await page.getByRole('dialog', { name: '查看图片' }).getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toBeHidden();
  await page.screenshot({ path: 'test-results/pd-top.png' });

  // A parameter pop-up.
  await page.getByRole('button', { name: /^参数/ }).click();
  const params = page.getByRole('dialog', { name: /参数/ });
  await expect(params.getByText('基本信息')).toBeVisible();
  await params.getByRole('button', { name: '关闭' }).click();
  await expect(params).toBeHidden();

  // Add to cart: the service panel opens with 整机清洁 chosen; add a second service.
  await bar(page).getByRole('button', { name: '加入购物车' }).click();
  const panel = page.getByRole('dialog', { name: '选择服务' });
  await expect(panel.getByRole('checkbox', { name: /整机清洁/ })).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('checkbox', { name: /碎屏保障一年/ }).click();
  await expect(panel.getByRole('checkbox', { name: /碎屏保障一年/ })).toHaveAttribute('aria-checked', 'true');
  await panel.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '已加入购物车' })).toBeDisabled();
  await expect(bar(page).getByRole('link', { name: /购物车\s*，\s*1\s*件商品/ })).toBeVisible();

  // The cart shows the line: 3299.00 + 整机清洁 0.00 + 碎屏保障一年 99.00.
  await bar(page)
    .getByRole('link', { name: /购物车\s*，\s*1\s*件商品/ })
    .click();
  const line = page.getByRole('article', { name: /iPhone 13 128G/ });
  await expect(line).toContainText('碎屏保障一年');
  await expect(line).toContainText('¥3398.00');
  await expect(page.getByRole('region', { name: '结算' }).locator('strong')).toHaveText('¥3398.00');
});

test('should favourite and unfavourite a phone', async ({ page }) => {
  await loginAsDevUser(page);
  await page.goto('/commodityDetail/10003');
  const heart = bar(page).getByRole('button', { name: '收藏' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '已收藏' })).toHaveAttribute('aria-pressed', 'true');
  await bar(page).getByRole('button', { name: '已收藏' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false');
});

test('should send a guest who buys now to login, then to confirm with the right query', async ({ page }) => {
  await page.goto('/commodityDetail/10001?sk=rec-e2e');
  // One recommended part along with the phone.
  await page.getByRole('button', { name: /^增加.*20W.*数量$/ }).click();
  await bar(page).getByRole('button', { name: '立即购买' }).click();
  const panel = page.getByRole('dialog', { name: '选择服务' });
  await panel.getByRole('checkbox', { name: /延长保修一年/ }).click();
  await panel.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/commodityDetail/10001?sk=rec-e2e');

  await page.getByLabel('手机号', { exact: true }).fill(DEV_USER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEV_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/commodityDetail\/10001\?sk=rec-e2e$/);

  await page.getByRole('button', { name: /^增加.*20W.*数量$/ }).click();
  await bar(page).getByRole('button', { name: '立即购买' }).click();
  await panel.getByRole('checkbox', { name: /延长保修一年/ }).click();
  await panel.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?/);
  const q = new URL(page.url()).searchParams;
  expect(q.get('shouji_str')).toBe('10001:1');
  expect(q.get('server_str')).toBe('3,2');
  expect(q.get('peijian_str')).toBe('21001:1');
  expect(q.get('from_where')).toBe('1');
  expect(q.get('sk')).toBe('rec-e2e');
});

test('should not let a sold phone be bought', async ({ page }) => {
  await page.goto('/commodityDetail/10008');
  // The product's name (level 1 is the page header's title).
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(bar(page).getByRole('button', { name: '已售出' })).toBeDisabled();
  await expect(bar(page).getByRole('button', { name: '加入购物车' })).toBeDisabled();
});
