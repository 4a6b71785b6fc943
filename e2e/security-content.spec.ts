import type { Page } from '@playwright/test';
import { checkoutUrl } from '../src/domain/checkout-query';
import { DEV_USER, expect, mockControl, resetMock, test, visit } from './support';

// Text from the API never runs as script anywhere it is shown (docs/security.md): the mock writes
// an HTML payload into every text field a screen shows (mocks/inject.ts), and every screen that
// shows one still shows the payload as text while the `window` hook it would call is never
// called. The policy is bypassed here, so what is tested is the app's own rendering, not the CSP.
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 120_000 });

const ORDER = 'SJ202611201403120001';
/** What the mock writes: '{field}' becomes the field's name. */
const PAYLOAD = "<img src=x onerror=__xss('{field}')>";
/** For the fields the contract keeps to 20 characters (a recipient's name). */
const SHORT = '<svg onload=__xss()>';
const shown = (field: string) => PAYLOAD.replace('{field}', field);

/** Each screen that shows API text, and the injected fields it must show as text. */
const SCREENS: { path: string; fields: string[] }[] = [
  { path: '/', fields: ['str1', 'str2'] },
  { path: '/new-today', fields: ['str1', 'str2'] },
  {
    path: '/commodityDetail/10001',
    fields: [
      'str1',
      'str2',
      'subTitle',
      'bonusStr',
      'professional',
      'checkRes',
      'group_name',
      'result',
      'nickName',
      'content',
    ],
  },
  { path: '/part?id=1', fields: ['name'] },
  { path: '/part-detail?productId=20001', fields: ['name'] },
  { path: '/list/', fields: ['name', 'nickName', 'content', 'label'] },
  { path: '/list-detail?review_id=30001', fields: ['nickName', 'content', 'label'] },
  { path: '/check-video/', fields: ['title'] },
  { path: '/activity-list?typeId=1', fields: ['title', 'adv_string'] },
  { path: '/user', fields: ['nickName'] },
  { path: '/user/address', fields: ['address_street', SHORT] },
  { path: '/user/coupon', fields: ['info', 'explain'] },
  { path: '/user/collection', fields: ['name'] },
  { path: '/user/repairCard', fields: ['name'] },
  { path: '/user/order', fields: ['name', 'spec'] },
  { path: `/user/order/detail/${ORDER}`, fields: ['contacts', 'city', 'street', 'name', 'spec', 'remark'] },
  { path: `/user/order/logistics?orderId=${ORDER}`, fields: ['city'] },
  { path: '/shop-cart', fields: ['name'] },
  {
    path: checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3], parts: [] }),
    fields: ['name', 'address_street', SHORT],
  },
];

/** Elements with an inline event handler: what an injected tag would bring. */
const handlerElements = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
      .map((el) => el.outerHTML.slice(0, 80)),
  );

test('injected HTML shows as text on every screen and never runs', async ({ page, context }) => {
  await resetMock();
  // A shipped and received order has a logistics track through its (injected) city.
  await mockControl(`orders/${ORDER}/advance`, { to: 'shipped' });
  await mockControl(`orders/${ORDER}/advance`, { to: 'completed' });
  await mockControl('inject', { text: PAYLOAD, short: SHORT });
  const ran: string[] = [];
  await context.exposeBinding('__xss', (_source, field?: string) => void ran.push(field ?? SHORT));

  // Logged in through the form, so the session holds the injected nick name too.
  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill(DEV_USER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEV_USER.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  // One phone in the cart.
  await visit(page, '/commodityDetail/10002');
  await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();

  for (const { path, fields } of SCREENS) {
    await visit(page, path);
    for (const field of fields) {
      const text = field === SHORT ? SHORT : shown(field);
      await expect(page.getByText(text, { exact: false }).first(), `${path}: ${field}`).toBeVisible();
    }
    expect(await handlerElements(page), path).toEqual([]);
  }
  // The review's comment (by another user) is injected text too: the review's and the comment's.
  await visit(page, '/list-detail?review_id=30001');
  await expect.poll(() => page.getByText(shown('content')).count()).toBeGreaterThanOrEqual(2);
  expect(ran).toEqual([]);
});
