import type { Page } from '@playwright/test';
import { checkoutUrl } from '../src/domain/checkout-query';
import { DEV_USER, expect, loginAsDevUser, resetMock, test, type InApp, workerStack } from './support';

// Checkout journeys against the stateful mock: the confirm page reached by its URL (the product
// and cart screens build the same URL with checkoutUrl).

/** The second development user (no address, no unpaid order): docs/mock.md. */
const USER_2 = { userId: 10002, mobile: '13900139000', token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f' };

async function loginAs(page: Page, user: typeof USER_2) {
  const value = encodeURIComponent(JSON.stringify({ ...user, nickName: '机友_9000' }));
  await page.context().addCookies([{ name: 'userData', value, domain: '127.0.0.1', path: '/' }]);
}

/** A call of the shop's API as a user (through the validating proxy), for setting the scene. */
async function apiPost(path: string, token: string, fields: Record<string, string | number>) {
  const body = new URLSearchParams({ token, p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  const res = await fetch(`${workerStack().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 1) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json;
}

const BUY_NOW = checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3, 1], parts: [] });

test.beforeEach(async () => {
  await resetMock();
});

test('buy now: address required, coupon on and off, remark capped, one order for a double tap, H5 notice, 待付款', async ({
  page,
}) => {
  await loginAs(page, USER_2);
  await apiPost('/api/account/coupons/exchange_bonus', USER_2.token, { exchange_code: 'NEWUSER50' });
  const submits: string[] = [];
  page.on('request', (r) => r.url().includes('shop_cart_confirm_order') && submits.push(r.method()));

  await page.goto(BUY_NOW);
  await expect(page.getByText(/服务：整机清洁 ¥0.00，碎屏保障/)).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('alert')).toHaveText('请选择地址');
  expect(submits).toEqual([]);

  // The user adds an address (the address screens are another journey's), then comes back to it.
  await apiPost('/api/account/address/add_address', USER_2.token, {
    address_name: '王五',
    address_mobile_phone: '13900139000',
    address_state_id: 440000,
    address_city_id: 440300,
    address_county_id: 440305,
    address_street: '科技园 1 号',
    is_default: 1,
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /收货地址 王五 13900139000/ })).toBeVisible();

  const total = page.getByTestId('confirm-total');
  const before = await total.textContent();
  await page.getByRole('button', { name: /张可用/ }).click();
  await page.getByRole('dialog', { name: '选择优惠券' }).getByRole('button').first().click();
  await expect(total).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: /^-¥/ }).click();
  await page.getByRole('button', { name: '不使用优惠券' }).click();
  await expect(total).toHaveText(before ?? '');

  const remark = page.getByRole('textbox', { name: '买家留言' });
  await remark.fill('好'.repeat(60));
  await expect(remark).toHaveValue('好'.repeat(50));
  await expect(page.getByText('50/50')).toBeVisible();

  await page.getByRole('button', { name: '提交订单' }).dblclick();
  await expect(page).toHaveURL(/\/user\/order\?state=0$/);
  await expect(page.getByText('H5 支付升级中')).toBeVisible();
  expect(submits).toEqual(['POST']);
  await page.getByRole('button', { name: '稍后再说' }).click();
  await expect(page.getByRole('link', { name: /^待付款/ })).toHaveText('待付款1');
  const order = page.getByRole('article');
  await expect(order).toHaveCount(1);
  await expect(order.getByText('待付款')).toBeVisible();

  // Cancel it: 取消成功, and it is cancelled.
  await order.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(page.getByText('您还没有相关的订单')).toBeVisible();
  await page.getByRole('link', { name: /^全部/ }).click();
  const cancelled = page.getByRole('article').filter({ hasText: '已取消' });
  await expect(cancelled).toHaveCount(1);

  // Delete it: 删除成功, and it is gone.
  await cancelled.getByRole('button', { name: '删除订单' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '已取消' })).toHaveCount(0);
});

test('cart checkout with a phone and a part: one order each, and they leave the cart', async ({ page }) => {
  await loginAsDevUser(page);
  const detail = await fetch(`${workerStack().apiUrl}/api/product/detail?product_id=10010&p=h5&v=4.9.0`);
  const phonePrice = ((await detail.json()) as { data: { price: string } }).data.price;
  const lines: Record<string, string | number>[] = [
    { pro_type: 1, pro_value: 10010, pro_num: 1, price: phonePrice, services_id: '3' },
    { pro_type: 2, pro_value: 21001, pro_num: 1, price: '149.00' },
  ];
  for (const line of lines)
    await apiPost('/api/shopcart/add_shop_cart', DEV_USER.token, { user_id: DEV_USER.userId, ...line });
  await page.goto(
    checkoutUrl({
      fromWhere: 2,
      phones: [{ id: 10010, num: 1 }],
      services: [],
      parts: [{ id: 21001, num: 1 }],
    }),
  );
  await expect(page.locator('.order-confirm-line')).toHaveCount(2);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/user\/order\?state=0$/);
  await page.getByRole('button', { name: '稍后再说' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);
  const cart = await fetch(
    `${workerStack().apiUrl}/api/shopcart/get_shop_cart_list?user_id=${DEV_USER.userId}&token=${DEV_USER.token}&p=h5&v=4.9.0`,
  );
  const { data } = (await cart.json()) as { data: { active: { shopcart_value: number }[] } };
  expect(data.active.map((c) => c.shopcart_value)).not.toContain(10010);
  expect(data.active.map((c) => c.shopcart_value)).not.toContain(21001);
});

/**
 * The payment each browser defaults to (docs/product/states.md): WeChat's own inside WeChat (6); inside Alipay its
 * pay-later (11) for a phone alone, its web payment (2) once a part is in the order; else 2.
 */
const PAYMENT_BY_BROWSER: Record<InApp, { phone: string; withPart: string }> = {
  none: { phone: '支付宝支付', withPart: '支付宝支付' },
  weixin: { phone: '微信支付', withPart: '微信支付' },
  alipay: { phone: '支付宝先用后付', withPart: '支付宝支付' },
};

test('product detail → 立即购买 → confirm with the payment of this browser, with and without a part @browsers', async ({
  page,
  inApp,
}) => {
  const expected = PAYMENT_BY_BROWSER[inApp];
  const bar = page.getByRole('toolbar', { name: '购买' });
  const panel = page.getByRole('dialog', { name: '选择服务' });
  const payment = page.getByRole('region', { name: '支付方式' });
  await loginAsDevUser(page);

  await page.goto('/commodityDetail/10001?sk=rec-e2e');
  await bar.getByRole('button', { name: '立即购买' }).click();
  await panel.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?.*from_where=1/);
  await expect(page.getByText(/^配件：/)).toHaveCount(0);
  await expect(payment.getByText(expected.phone, { exact: true })).toBeVisible();

  await page.goBack();
  await page.getByRole('button', { name: /^增加.*20W.*数量$/ }).click();
  await bar.getByRole('button', { name: '立即购买' }).click();
  await panel.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?.*peijian_str=21001/);
  await expect(page.getByText(/^配件：.*20W/)).toBeVisible();
  await expect(payment.getByText(expected.withPart, { exact: true })).toBeVisible();
});

// The two in-app payments run in their app's project only (tags @alipay, @weixin).
test('inside the payment app an unpaid order is paid through the (simulated) cashier @alipay', async ({
  page,
}) => {
  await loginAsDevUser(page);
  await page.goto('/user/order?state=0');
  await page.getByRole('article').getByRole('button', { name: '立即付款' }).click();
  await expect(page.getByRole('heading', { name: '模拟支付宝收银台' })).toBeVisible();
  await expect(page.getByText('模拟支付网关 (mock)')).toBeVisible();
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/user\/order\/detail\/SJ\d{18}$/);
  await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
});

test('inside the messaging app: another app’s method is refused, its own goes OAuth → /payment → paid @weixin', async ({
  page,
}) => {
  // The WeChat client's JSAPI: the emulated client pays the order at the simulated gateway.
  await page.addInitScript(() => {
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke: (_name: string, _params: unknown, done: (res: { err_msg: string }) => void) => {
        const orderNo = new URLSearchParams(window.location.search).get('order_no');
        void fetch('/__mock/gateway/weixin/pay', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ order_no: orderNo }),
        }).then((r) =>
          done({ err_msg: r.ok ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail' }),
        );
      },
    };
  });
  await loginAsDevUser(page);
  const payCalls: string[] = [];
  page.on('request', (r) => /get_weixin_pay_code|get_alipay_info/.test(r.url()) && payCalls.push(r.url()));

  // The seeded unpaid order chose Alipay: refused with a message, before any call.
  await page.goto('/user/order?state=0');
  await page.getByRole('article').getByRole('button', { name: '立即付款' }).click();
  await expect(page.getByText(/微信内无法支付/)).toBeVisible();
  expect(payCalls).toEqual([]);

  // A new order inside WeChat pays with WeChat (payment id 6).
  await page.goto(BUY_NOW);
  await expect(
    page.getByRole('region', { name: '支付方式' }).getByText('微信支付', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByRole('heading', { name: '模拟微信授权' })).toBeVisible();
  await page.getByRole('link', { name: '允许' }).click();
  await expect(page).toHaveURL(/\/user\/order\/detail\/SJ\d{18}$/);
  await expect(page.getByRole('heading', { name: '待发货' })).toBeVisible();
});
