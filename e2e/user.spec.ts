import type { Page } from '@playwright/test';
import { expect, loginAsDevUser, mockControl, resetMock, swipeLeft, test } from './support';

// Journeys of the user pages against the stateful mock (reset before each test).
test.beforeEach(async ({ page }) => {
  await resetMock();
  await loginAsDevUser(page);
});

/** Picks one wheel item by its label (wheel items outside the 300 px view cannot be clicked). */
async function pickArea(page: Page, province: string, city: string, county: string) {
  const picker = page.locator('.user-area-picker .adm-popup-body');
  await expect(picker).toBeVisible();
  const columns = picker.locator('.adm-picker-view-column');
  for (const [i, name] of [province, city, county].entries()) {
    const item = columns.nth(i).locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${name}$`) });
    await expect(item).toHaveCount(1);
    // Each level loads after the one above settles; a click during that chain can be overtaken
    // by the wheel's own first-item selection, so click until it holds.
    await expect(async () => {
      await item.dispatchEvent('click');
      await expect(columns.nth(i).locator('.adm-picker-view-column-item-active')).toHaveText(name, {
        timeout: 1000,
      });
      await expect(columns.nth(2).locator('.adm-picker-view-column-item-active')).toHaveCount(1, {
        timeout: 1000,
      });
    }).toPass();
  }
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

const cards = (page: Page) => page.getByRole('list', { name: '收货地址' }).locator('.user-address-card');

test('should add, edit, set default and delete an address with the region picker', async ({ page }) => {
  await page.goto('/user/address');
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).first().locator('.user-address-card__default')).toHaveText('默认');

  // Add: the first error only, typed values kept.
  await page.getByRole('link', { name: '新增收货地址' }).click();
  await expect(page).toHaveURL(/\/user\/address\/add$/);
  await page.getByLabel('收件人').fill('王小明');
  await page.getByLabel('手机号码').fill('1380013');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('手机号码格式错误');
  await expect(page.getByLabel('收件人')).toHaveValue('王小明');
  await page.getByLabel('手机号码').fill('13712345678');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择地区');
  await page.getByRole('button', { name: '所在地区' }).click();
  await pickArea(page, '广东省', '深圳市', '南山区');
  await expect(page.getByRole('button', { name: '所在地区' })).toContainText('广东省 深圳市 南山区');
  await expect(page.getByRole('alert')).toHaveText('请输入详情地址');
  await page.getByLabel('详细地址').fill('科技园南路 88 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(cards(page)).toHaveCount(3);
  const added = cards(page).filter({ hasText: '王小明' });
  await expect(added).toContainText('广东省 深圳市 南山区 科技园南路 88 号');
  await expect(added.locator('.user-address-card__default')).toHaveCount(0);

  // Edit: the form opens filled; change the street.
  await added.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/addressId=\d+/);
  await expect(page.getByLabel('收件人')).toHaveValue('王小明');
  await expect(page.getByRole('button', { name: '所在地区' })).toContainText('广东省 深圳市 南山区');
  await page.getByLabel('详细地址').fill('科技园南路 99 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/address$/);
  await expect(cards(page).filter({ hasText: '王小明' })).toContainText('科技园南路 99 号');

  // Set default: it moves first with the mark.
  await cards(page).filter({ hasText: '王小明' }).getByText('设为默认').click();
  await expect(cards(page).first()).toContainText('王小明');
  await expect(cards(page).first().locator('.user-address-card__default')).toHaveText('默认');
  await expect(page.locator('.user-address-card__default')).toHaveCount(1);

  // Delete with confirm.
  await cards(page).filter({ hasText: '王小明' }).getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: '王小明' })).toHaveCount(0);
  await expect(cards(page).first().locator('.user-address-card__default')).toHaveText('默认');
});

test('should choose an address for the redirect and save it locally', async ({ page }) => {
  await page.goto('/user/address?redirect=%2Fuser%2Fcoupon');
  await cards(page).filter({ hasText: '李娜' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/user\/coupon$/);
  const saved = await page.evaluate(() => localStorage.getItem('addressData'));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ address_name: '李娜' });
});

test('should redeem a coupon code once and refuse it the second time', async ({ page }) => {
  await page.goto('/user/coupon');
  // The gift popup opens on the coupon page while unclaimed: close it first.
  await page.getByRole('dialog', { name: '新人礼包' }).getByRole('button', { name: '关闭' }).click();
  const redeem = page.getByRole('button', { name: '兑换', exact: true });
  await expect(redeem).toBeDisabled();
  await page.getByRole('textbox', { name: '兑换码' }).fill('   ');
  await expect(redeem).toBeDisabled();
  const list = page.getByRole('list', { name: '可用优惠券' });
  await expect(list).toBeVisible();
  const before = await list.getByRole('article').count();
  await page.getByRole('textbox', { name: '兑换码' }).fill('NEWUSER50');
  await expect(redeem).toBeEnabled();
  await redeem.click();
  await expect(page.getByText('兑换成功')).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(before + 1);
  await expect(page.getByRole('textbox', { name: '兑换码' })).toHaveValue('');

  await page.getByRole('textbox', { name: '兑换码' }).fill('NEWUSER50');
  const answer = page.waitForResponse((r) => r.url().includes('/exchange_bonus'));
  await redeem.click();
  const body = (await (await answer).json()) as { code: number; msg: string };
  expect(body.code).toBe(0);
  await expect(page.getByText(body.msg)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(before + 1);
});

test('should show the gift popup on the coupon page, claim it, then show it as already claimed', async ({
  page,
}) => {
  await page.goto('/user/coupon');
  const popup = page.getByRole('dialog');
  await expect(popup).toHaveAttribute('data-state', '0');
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(popup).toHaveAttribute('data-state', '1');
  await expect(popup).toHaveAccessibleName('领取成功');
  await popup.getByRole('button', { name: '查看优惠券' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('list', { name: '可用优惠券' })).toContainText('新人礼包');

  // Claimed: the popup no longer opens.
  await page.reload();
  await expect(page.getByRole('list', { name: '可用优惠券' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A stale "unclaimed" answer and no local memory: claiming again meets the server's -2.
  await page.evaluate(() => {
    localStorage.removeItem('giftTate');
    localStorage.removeItem('startTime');
  });
  await mockControl('scenario', { operation: 'getGift', example: 'success' });
  await page.reload();
  await expect(popup).toHaveAttribute('data-state', '0');
  await popup.getByRole('button', { name: '立即领取' }).click();
  await expect(popup).toHaveAttribute('data-state', '2');
  await expect(popup).toHaveAccessibleName('礼包已领取');
  await expect(popup.getByRole('button', { name: '查看优惠券' })).toBeVisible();
});

test.describe('gift popup on the home page', () => {
  // A first visit: nothing shown yet (the other journeys start with it counted as shown today).
  test.use({ giftSeen: false });

  test('should show the gift popup at most once a day on a page that mounts it', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '新人礼包' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '关闭' }).click();
    await expect(popup).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('giftTate'))).toBe('1');
    await page.reload();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: '新人礼包' })).toHaveCount(0);
    // The coupon page shows it regardless.
    await page.goto('/user/coupon');
    await expect(page.getByRole('dialog', { name: '新人礼包' })).toBeVisible();
  });
});

test('should list favourites and remove one with a left swipe', async ({ page }) => {
  await page.goto('/user/collection');
  const list = page.getByRole('list', { name: '我的收藏' });
  const rows = list.locator('.user-collection-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const name = (await rows.first().getByRole('link').textContent()) ?? '';
  expect(name).not.toBe('');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^\/commodityDetail\/\d+$/);

  await swipeLeft(page, rows.first(), 140);
  const del = rows.first().getByRole('button', { name: '删除' });
  await expect(del).toBeInViewport();
  await del.click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(list.getByRole('link', { name })).toHaveCount(0);
  if (count > 1) await expect(rows).toHaveCount(count - 1);
  else await expect(page.getByText('还没有任何收藏呢')).toBeVisible();
});

test('should list the three warranty cards of the development user', async ({ page }) => {
  await page.goto('/user/repairCard');
  const list = page.getByRole('list', { name: '电子保修卡' });
  await expect(list.getByRole('article')).toHaveCount(3);
  await expect(list.getByRole('article').first()).toContainText('序列号');
  await page.goto('/user/guarantee');
  await expect(page.getByRole('region', { name: /保修中/ })).toBeVisible();
});
