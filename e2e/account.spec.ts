import type { Browser, Page } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, resetMock, test } from './support';

// Account journeys: the forms' messages, register with the SMS countdown, login and logout, the
// login redirect, third-party login inside the two apps' browsers and the personal centre.
test.beforeEach(async () => {
  await resetMock();
});

const WEIXIN_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI Language/zh_CN';
const ALIPAY_UA =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AlipayClient/10.5.0 Language/zh-Hans';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const formError = (page: Page) => page.locator('.form-error');

test('should show the login messages and keep what was typed @widths', async ({ page }) => {
  await page.goto('/login');
  await field(page, '手机号').fill('1380013');
  await field(page, '密码').fill('abc');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(formError(page)).toHaveText('手机号码格式错误');
  await expect(field(page, '手机号')).toHaveValue('1380013');
  await field(page, '手机号').fill('13800138000123');
  await expect(field(page, '手机号')).toHaveValue('13800138000');
  await expect(formError(page)).toHaveText('密码至少六位字符');
  await expect(field(page, '密码')).toHaveValue('abc');

  await field(page, '密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(field(page, '手机号')).toHaveValue('13800138000');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/findPass');
});

test('should show the register and find-password messages and keep what was typed', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(formError(page)).toHaveText('手机号码格式错误');
  await field(page, '手机号').fill('15612345678');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(formError(page)).toHaveText('请输入验证码');
  await field(page, '验证码').fill('12a3');
  await expect(field(page, '验证码')).toHaveValue('123');
  await expect(formError(page)).toHaveText('短信验证码错误');
  await field(page, '验证码').fill('1234567');
  await expect(field(page, '验证码')).toHaveValue('123456');
  await field(page, '密码').fill('ab');
  await expect(formError(page)).toHaveText('请输入6-18位的密码');
  await field(page, '邀请码').fill('A8K3D2');
  await expect(field(page, '手机号')).toHaveValue('15612345678');
  await expect(field(page, '密码')).toHaveValue('ab');
  await expect(field(page, '邀请码')).toHaveValue('A8K3D2');

  await page.goto('/findPass');
  await field(page, '手机号').fill('12345');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(formError(page)).toHaveText('手机号码格式错误');
  await field(page, '手机号').fill('13800138000');
  await expect(formError(page)).toHaveText('请输入验证码');
  await field(page, '验证码').fill('123456');
  await field(page, '新密码').fill('abc');
  await expect(formError(page)).toHaveText('请输入6-18位的密码');
  await field(page, '新密码').fill('newpass1');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('should register with the SMS countdown, then log out and log in again @widths', async ({ page }) => {
  await page.goto('/user');
  await page.getByRole('link', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await field(page, '手机号').fill('15612345678');
  await page.getByRole('button', { name: '获取验证码' }).click();
  const sms = page.locator('.account-sms-button');
  await expect(sms).toHaveText('60s后重新获取');
  await expect(sms).toBeDisabled();
  await expect(sms).toHaveText(/^5\ds后重新获取$/, { timeout: 3000 });

  await field(page, '验证码').fill('123456');
  await field(page, '密码').fill('abc123');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('注册成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByLabel('手机号', { exact: true })).toHaveText('1561****5678');

  await page.getByRole('link', { name: '设置' }).click();
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('link', { name: '登录', exact: true })).toBeVisible();

  await page.getByRole('link', { name: '登录', exact: true }).click();
  await field(page, '手机号').fill('15612345678');
  await field(page, '密码').fill('abc123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByLabel('手机号', { exact: true })).toHaveText('1561****5678');
});

test('should return to the page that asked for login', async ({ page }) => {
  await page.goto('/user/collection');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fcollection$/);
  await field(page, '手机号').fill(DEV_USER.mobile);
  await field(page, '密码').fill(DEV_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/collection$/);
});

test('should show the masked mobile and the order badges of all_order_count @widths', async ({ page }) => {
  await loginAsDevUser(page);
  const countsCall = page.waitForResponse((r) => r.url().includes('/api/account/order/all_order_count'));
  await page.goto('/user');
  const counts = ((await (await countsCall).json()) as { data: Record<string, number> }).data;
  await expect(page.getByLabel('手机号', { exact: true })).toHaveText('1380****8000');
  const orders = page.getByRole('region', { name: '我的订单' });
  const tabs: [string, string, number][] = [
    ['待付款', '0', counts.order_status_waitpay_count],
    ['待发货', '1', counts.order_status_process_count],
    ['待收货', '2', counts.order_status_waitget_count],
    ['待评价', '4', counts.order_status_finish_count],
  ];
  for (const [label, state, count] of tabs) {
    const tab = orders.locator(`a[href="/user/order?state=${state}"]`);
    await expect(tab).toContainText(label);
    const badge = tab.locator('.user-orders__badge');
    if (count > 0) await expect(badge).toHaveText(count > 99 ? '99+' : String(count));
    else await expect(badge).toHaveCount(0);
  }
  expect(tabs.some(([, , count]) => count > 0)).toBe(true);
  await expect(page.getByRole('link', { name: /客服电话/ })).toHaveAttribute('href', /^tel:/);
});

test('should send feedback from the settings and return to the personal centre', async ({ page }) => {
  await loginAsDevUser(page);
  await page.goto('/user/setting');
  await page.getByRole('link', { name: '意见反馈' }).click();
  await field(page, '联系方式').fill('wx_abc');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(formError(page)).toHaveText('请输入内容');
  await expect(field(page, '联系方式')).toHaveValue('wx_abc');
  await field(page, '反馈内容').fill('希望详情页显示电池循环次数');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
});

test('should hide third-party login in a plain browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: '第三方登录' })).toHaveCount(0);
});

async function appPage(browser: Browser, baseURL: string | undefined, userAgent: string) {
  const context = await browser.newContext({ userAgent, baseURL, viewport: { width: 375, height: 740 } });
  return { context, page: await context.newPage() };
}

for (const app of [
  {
    name: 'messaging app',
    ua: WEIXIN_UA,
    button: '微信登录',
    host: 'open.weixin.qq.com',
    callback: (code: string) => `/otherLogin?code=${code}`,
    bound: 'wx-bound',
    platId: '1',
  },
  {
    name: 'payment app',
    ua: ALIPAY_UA,
    button: '支付宝登录',
    host: 'openauth.alipay.com',
    callback: (code: string) => `/alipayLogin?auth_code=${code}`,
    bound: 'ali-bound',
    platId: '2',
  },
]) {
  test(`should log a bound ${app.name} account in (code 1)`, async ({ browser, baseURL }) => {
    const { context, page } = await appPage(browser, baseURL, app.ua);
    await page.goto('/login');
    const link = page.getByRole('link', { name: app.button });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!).host).toBe(app.host);

    await page.goto(app.callback(app.bound));
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByLabel('手机号', { exact: true })).toHaveText('1380****8000');
    await context.close();
  });

  test(`should bind a new ${app.name} account to a mobile (code 2), then be logged in`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await appPage(browser, baseURL, app.ua);
    await page.goto(app.callback(`e2e-new-${app.platId}`));
    await expect(page).toHaveURL(/\/bindAccount\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('userId')).toMatch(/^\d+$/);
    expect(query.get('uid')).toBeTruthy();
    expect(query.get('platId')).toBe(app.platId);

    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect(formError(page)).toHaveText('手机号码格式错误');
    const mobile = `1560000${app.platId}234`;
    await field(page, '手机号').fill(mobile);
    await expect(formError(page)).toHaveText('请输入验证码');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.locator('.account-sms-button')).toHaveText('60s后重新获取');
    await field(page, '验证码').fill('123456');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByLabel('手机号', { exact: true })).toHaveText(
      `${mobile.slice(0, 4)}****${mobile.slice(-4)}`,
    );
    await context.close();
  });
}
