import type { Browser, Page } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, resetMock, test, type InApp } from './support';
import { USER_AGENTS } from './user-agents';

// Account journeys: the forms' messages, register with the SMS countdown, login and logout, the
// login redirect, third-party login inside the two apps' browsers and the personal centre.
test.beforeEach(async () => {
  await resetMock();
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const formError = (page: Page) => page.locator('.form-error');

test('should show the login messages and keep what was typed', async ({ page }) => {
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

test('should register with the SMS countdown, then log out and log in again', async ({ page }) => {
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

test('should show the masked mobile and the order badges of all_order_count @browsers', async ({ page }) => {
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
    // A picture is drawn (was an empty square): a visible stroke of some length in a 28 px box.
    const drawn = await tab.locator('svg').evaluate((svg) => {
      const path = svg.querySelector('path');
      const box = svg.getBoundingClientRect();
      return {
        size: [Math.round(box.width), Math.round(box.height)],
        length: path ? Math.round(path.getTotalLength()) : 0,
        stroke: path ? getComputedStyle(path).stroke : 'none',
      };
    });
    expect(drawn.size).toEqual([28, 28]);
    expect(drawn.length).toBeGreaterThan(20);
    expect(drawn.stroke).toMatch(/^rgb\(/);
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

/**
 * Each browser's way in from /login: a phone's own browser has the password form only; inside
 * WeChat and Alipay the app's own login is offered too, through its OAuth page (stood in for here by
 * a redirect back to the shop's callback with a code the mock knows as a bound account).
 */
const LOGIN_BY_BROWSER: Record<
  InApp,
  { entries: string[]; hosts: string[]; logIn: (page: Page) => Promise<void> }
> = {
  none: {
    entries: [],
    hosts: [],
    logIn: async (page) => {
      await field(page, '手机号').fill(DEV_USER.mobile);
      await field(page, '密码').fill(DEV_USER.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
    },
  },
  weixin: {
    entries: ['微信登录'],
    hosts: ['open.weixin.qq.com'],
    logIn: (page) => oauthLogin(page, '微信登录', 'code', 'wx-bound'),
  },
  alipay: {
    entries: ['支付宝登录'],
    hosts: ['openauth.alipay.com'],
    logIn: (page) => oauthLogin(page, '支付宝登录', 'auth_code', 'ali-bound'),
  },
};

/** Taps the app's login; its OAuth page answers at once with a code for the callback it was given. */
async function oauthLogin(page: Page, entry: string, param: string, code: string) {
  const link = page.getByRole('region', { name: '第三方登录' }).getByRole('link', { name: entry });
  const host = new URL((await link.getAttribute('href'))!).host;
  await page.route(`https://${host}/**`, (route) => {
    const back = new URL(new URL(route.request().url()).searchParams.get('redirect_uri')!);
    back.searchParams.set(param, code);
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await link.click();
}

test('should offer the logins of this browser and log in through them with 登录成功 @browsers', async ({
  page,
  inApp,
}) => {
  const how = LOGIN_BY_BROWSER[inApp];
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const entries = page.getByRole('region', { name: '第三方登录' }).getByRole('link');
  await expect(entries).toHaveText(how.entries);
  const hrefs = await entries.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.map((href) => new URL(href).host)).toEqual(how.hosts);

  await how.logIn(page);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/);
  // The mobile shows once, masked (not also as the name).
  await expect(page.getByText('1380****8000', { exact: true })).toHaveCount(1);
});

for (const callback of ['/otherLogin?code=invalid', '/alipayLogin?auth_code=invalid']) {
  test(`should say why ${callback} failed and send back to login, not retry the spent code`, async ({
    page,
  }) => {
    const exchanges: string[] = [];
    page.on('request', (r) => r.url().includes('/get_user_info') && exchanges.push(r.url()));
    await page.goto(callback);
    await expect(page.getByRole('alert')).toContainText('授权已失效，请重新授权');
    await expect(page.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: '重新加载' })).toHaveCount(0);
    expect(exchanges).toHaveLength(1);
  });
}

async function appPage(browser: Browser, baseURL: string | undefined, userAgent: string) {
  const context = await browser.newContext({ userAgent, baseURL, viewport: { width: 375, height: 740 } });
  return { context, page: await context.newPage() };
}

for (const app of [
  {
    name: 'messaging app',
    ua: USER_AGENTS.weixinIos,
    callback: (code: string) => `/otherLogin?code=${code}`,
    platId: '1',
  },
  {
    name: 'payment app',
    ua: USER_AGENTS.alipayAndroid,
    callback: (code: string) => `/alipayLogin?auth_code=${code}`,
    platId: '2',
  },
]) {
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
