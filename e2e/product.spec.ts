import { expect, test, type Page } from '@playwright/test';
import { resetMock } from './support';

// Product detail journeys (issue 10): from a list to a phone, its four anchored tabs, the image
// viewer, the parameter pop-up, the service panel and the cart; favourites; buy now through login.

test.beforeEach(async () => {
  await resetMock();
});

const tabs = (page: Page) => page.getByRole('navigation', { name: '详情分区' });
const currentTab = (page: Page) => tabs(page).locator('[aria-current="location"]');
const bar = (page: Page) => page.getByRole('toolbar', { name: '购买' });

test('should open a phone from a list, walk its tabs, viewer and parameters, and add it with two services @widths', async ({
  page,
}) => {
  await page.goto('/commodity?typeId=1&brandId=1&modelId=101');
  const first = page.getByRole('article').first();
  const name = await first.getAttribute('aria-label');
  await first.click();
  await expect(page).toHaveURL(/\/commodityDetail\/\d+\?sk=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
  // The viewer's own close button.
  // antd-mobile's mask marks the viewer aria-hidden, so the button is found by its class.
  await page.locator('.gallery-close').click();
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
  await expect(bar(page).getByRole('link', { name: '购物车，1 件商品' })).toBeVisible();
});
