import type { BrowserContext, Page } from '@playwright/test';
import { expect, loginAsDevUser, mockControl, resetMock, test, visit } from './support';

// Redirects and API links never leave the shop (docs/security.md, src/lib/redirect.ts): every
// entry that follows a `redirect` query value or a jump_url, with every payload that points off
// the site, lands on the shop's own fallback; the same entry with a same-site path follows it,
// so each row proves the entry really reads the value.

test.beforeEach(async () => {
  await resetMock();
});
// Each test walks its entry through every payload.
test.describe.configure({ timeout: 120_000 });

/**
 * Values that leave the site, one of each way a browser can be led off it: a scheme-relative URL,
 * a backslash the URL parser reads as a slash, a script URL. Every entry reads the value through
 * src/lib/redirect.ts (redirectParam, apiLinkTarget; an ESLint rule holds it for `redirect`),
 * whose unit table (src/lib/redirect.test.ts) covers about 40 more forms; here each entry proves
 * it reads the value and follows only what is safe.
 */
const OFFSITE = ['//evil.example', '/\\evil.example', 'javascript:alert(1)'];
/** A same-site path: followed by every entry. */
const SAFE = '/shop-cart';
const PAYLOADS = [...OFFSITE, SAFE];

const q = (value: string) => encodeURIComponent(value);

/**
 * Records every request to another host (aborted, so nothing loads) and every dialog (a
 * `javascript:alert(1)` that ran); the test ends by asserting both stayed empty.
 */
async function guardSite(context: BrowserContext, page: Page) {
  const offsite: string[] = [];
  const dialogs: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      offsite.push(route.request().url());
      return route.abort();
    },
  );
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith('http://127.0.0.1:')) offsite.push(frame.url());
  });
  return () => {
    expect(offsite, 'requests or navigations off the site').toEqual([]);
    expect(dialogs, 'script run from a redirect').toEqual([]);
  };
}

const path = (page: Page) => new URL(page.url()).pathname;

/** Where each login entry must land: the redirect when it is on the site, else /user. */
const landing = (payload: string) => (payload === SAFE ? SAFE : '/user');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('login, and a logged-in visit to /login, follow only same-site redirects', async ({ page, context }) => {
  const done = await guardSite(context, page);
  for (const payload of PAYLOADS) {
    await context.clearCookies();
    await visit(page, `/login?redirect=${q(payload)}`);
    await field(page, '手机号').fill('13800138000');
    await field(page, '密码').fill('abc123');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(landing(payload));
    // Logged in now: the guard sends the login form on to the redirect at once.
    await visit(page, `/login?redirect=${q(payload)}`);
    await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(landing(payload));
  }
  done();
});

test('register follows only a same-site redirect, and its login link drops any other', async ({
  page,
  context,
}) => {
  const done = await guardSite(context, page);
  for (const [i, payload] of PAYLOADS.entries()) {
    await context.clearCookies();
    await visit(page, `/register?redirect=${q(payload)}`);
    const toLogin = new URL(
      (await page.getByRole('link', { name: '去登录' }).getAttribute('href'))!,
      page.url(),
    ).searchParams.get('redirect');
    expect(toLogin, payload).toBe(payload === SAFE ? SAFE : null);
    const mobile = `1590000${String(i).padStart(4, '0')}`;
    await field(page, '手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /后重新获取/ })).toBeVisible();
    await field(page, '验证码').fill('123456');
    await field(page, '密码').fill('abc123');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(landing(payload));
  }
  done();
});

for (const app of [
  { route: '/otherLogin', param: 'code', bound: 'wx-bound' },
  { route: '/alipayLogin', param: 'auth_code', bound: 'ali-bound' },
]) {
  test(`the ${app.route} callback follows only a same-site redirect`, async ({ page, context }) => {
    const done = await guardSite(context, page);
    for (const payload of PAYLOADS) {
      await context.clearCookies();
      // The provider sends the browser back with a page load, as here.
      await page.goto(`${app.route}?${app.param}=${app.bound}&redirect=${q(payload)}`);
      await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(landing(payload));
    }
    done();
  });
}

test('the bind page follows only a same-site redirect, and the callback passes on no other', async ({
  page,
  context,
}) => {
  const done = await guardSite(context, page);
  for (const [i, payload] of PAYLOADS.entries()) {
    await context.clearCookies();
    // An unbound account: the callback sends to /bindAccount, carrying only a safe redirect.
    await visit(page, `/otherLogin?code=e2e-unbound-${i}&redirect=${q(payload)}`);
    await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe('/bindAccount');
    const bind = new URL(page.url()).searchParams;
    expect(bind.get('redirect'), payload).toBe(payload === SAFE ? SAFE : null);
    // The bind page reached directly with the payload.
    bind.set('redirect', payload);
    await visit(page, `/bindAccount?${bind.toString()}`);
    await field(page, '手机号').fill(`1570000${String(i).padStart(4, '0')}`);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /后重新获取/ })).toBeVisible();
    await field(page, '验证码').fill('123456');
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(landing(payload));
  }
  done();
});

test('the address list and editor return only to a same-site redirect', async ({ page, context }) => {
  const done = await guardSite(context, page);
  await loginAsDevUser(page);
  for (const payload of PAYLOADS) {
    // Choosing: a safe redirect makes each address a button that goes back there.
    await visit(page, `/user/address?redirect=${q(payload)}`);
    const card = page.locator('.user-address-card__main').first();
    await expect(card).toBeVisible();
    if (payload === SAFE) await expect(card).toHaveAttribute('role', 'button');
    else await expect(card).not.toHaveAttribute('role', 'button');
    await card.click();
    await expect
      .poll(() => path(page), { message: payload, timeout: 10_000 })
      .toBe(payload === SAFE ? SAFE : '/user/address');
    // Editing and saving: back to a safe redirect, else to the list.
    await visit(page, `/user/address/add?addressId=40001&redirect=${q(payload)}`);
    await expect(field(page, '收件人')).toHaveValue(/\S/);
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => path(page), { message: payload, timeout: 10_000 })
      .toBe(payload === SAFE ? SAFE : '/user/address');
  }
  done();
});

test('the coupon list chooses for a same-site redirect only', async ({ page, context }) => {
  const done = await guardSite(context, page);
  await loginAsDevUser(page);
  // The gift popup opens once per visit of the coupon page while unclaimed.
  await visit(page, '/user/coupon');
  await page.getByRole('dialog', { name: '新人礼包' }).getByRole('button', { name: '关闭' }).click();
  for (const payload of PAYLOADS) {
    await visit(page, `/user/coupon?redirect=${q(payload)}&productId=10001`);
    const none = page.getByRole('button', { name: '不使用优惠券' });
    if (payload === SAFE) {
      await none.click();
      await expect.poll(() => path(page), { message: payload, timeout: 10_000 }).toBe(SAFE);
    } else {
      await expect(page.getByRole('list', { name: '可用优惠券' })).toBeVisible();
      await expect(none, payload).toHaveCount(0);
    }
  }
  done();
});

test('home banners and activities follow a jump_url only on the site', async ({ page, context }) => {
  const done = await guardSite(context, page);
  for (const payload of PAYLOADS) {
    await mockControl('inject', { link: payload });
    // Loaded afresh each time: the home page's answer is cached within a visit.
    await page.goto('/');
    const banners = page.getByRole('region', { name: '首页轮播' });
    const first = banners.getByRole('img').first();
    await expect(first).toBeVisible();
    await expect(banners.locator('a'), payload).toHaveCount(payload === SAFE ? 4 : 0);
    const activities = page.getByRole('region', { name: '活动', exact: true });
    await expect(activities.locator('a'), payload).toHaveCount(
      payload === SAFE ? await activities.getByRole('img').count() : 0,
    );
    await first.click();
    await expect
      .poll(() => path(page), { message: payload, timeout: 10_000 })
      .toBe(payload === SAFE ? SAFE : '/');

    await page.goto('/activity-list?typeId=1');
    const card = page.locator('.catalogue-activity-card').first();
    await expect(card).toBeVisible();
    await expect(page.locator('a.catalogue-activity-card'), payload).toHaveCount(
      payload === SAFE ? await page.locator('.catalogue-activity-card').count() : 0,
    );
    await card.click();
    await expect
      .poll(() => path(page), { message: payload, timeout: 10_000 })
      .toBe(payload === SAFE ? SAFE : '/activity-list');
  }
  done();
});
