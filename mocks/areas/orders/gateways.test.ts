// The simulated payment gateways (gateways.ts) driven the way the shop and the in-app browsers use
// them: the shop's calls (checked against the contract by the harness) hand over to the gateway
// pages, and paying there leaves the order paid in the shop's own order_detail; cancelling leaves
// it unpaid. The gateway pages themselves are outside the contract (under /__mock/).
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { DEV_TOKEN, okBody, phonesOnSale, submitOrder } from './testkit';

const ORIGIN = 'http://localhost:5173';
let h: Harness;
beforeEach(() => {
  h = createHarness();
});

const q = (extra: Record<string, string | number>) => ({
  query: { token: DEV_TOKEN, p: 'h5', v: '4.9.0', ...extra },
});

/** A new unpaid order of the development user, paid by this method. */
async function placeOrder(paymentId: 2 | 6 | 11): Promise<{ orderNo: string; amount: string }> {
  const [phone] = phonesOnSale(h, 1, 10040);
  const placed = okBody(
    await submitOrder(h, { payment_id: paymentId, items: [{ product_id: phone, product_type: 1 }] }),
  ).data;
  return { orderNo: placed.order_no, amount: placed.total_amount };
}

/** The order as the shop's order_detail shows it (contract-checked). */
async function orderState(orderNo: string) {
  const { data } = await h.ok('get', '/api/account/order/order_detail', q({ order_no: orderNo }));
  return { order_status: data.order_info.order_status, is_pay: data.order_info.is_pay };
}

/** The href of a link in a gateway page, by its text. */
function link(html: string, text: string): string {
  const m = new RegExp(`<a class="b" href="([^"]*)">${text}</a>`).exec(html);
  if (!m) throw new Error(`no link ${text} in ${html.slice(0, 300)}`);
  return m[1].replace(/&amp;/g, '&');
}

/** The hidden fields of the page's form. */
function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2].replace(/&amp;/g, '&'),
    ]),
  );
}

describe('WeChat: OAuth code, then JSAPI pay', () => {
  it('should return to /payment with a code and mark the order paid once the client pays', async () => {
    const { orderNo } = await placeOrder(6);
    const redirect = `${ORIGIN}/payment?order_no=${orderNo}`;
    const { data } = await h.ok('post', '/api/account/order/get_weixin_pay_code', {
      form: { token: DEV_TOKEN, order_no: orderNo, redirect_uri: redirect },
    });

    // The OAuth page says it is a mock and offers allow and deny.
    const oauth = new URL(data.oauthurl);
    const res = await h.send('GET', `${oauth.pathname}${oauth.search}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('模拟微信授权');
    expect(html).toContain('模拟支付网关 (mock)');
    const allow = new URL(link(html, '允许'), ORIGIN);
    expect(allow.pathname).toBe('/payment');
    expect(allow.searchParams.get('order_no')).toBe(orderNo);
    const code = allow.searchParams.get('code') ?? '';
    expect(code).toMatch(/^mockwx\w+$/);
    expect(link(html, '拒绝')).toBe(`/payment?order_no=${orderNo}`);

    // /payment reads the JSAPI parameters with the code (contract-checked), the client pays.
    const params = (
      await h.ok('get', '/api/account/order/get_weixin_h5_info', q({ order_no: orderNo, code }))
    ).data;
    expect(params.package).toMatch(/^prepay_id=wx\w+$/);
    expect(await orderState(orderNo)).toEqual({ order_status: 0, is_pay: 0 });
    const pay = await h.send('POST', '/__mock/gateway/weixin/pay', { json: { order_no: orderNo } });
    expect(pay.status).toBe(200);
    expect(await pay.json()).toEqual({ ok: true, message: 'paid' });
    expect(await orderState(orderNo)).toEqual({ order_status: 1, is_pay: 1 });

    // Paid: a second payment is refused, and the shop offers no more payment for it.
    const again = await h.send('POST', '/__mock/gateway/weixin/pay', { json: { order_no: orderNo } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { ok: boolean }).ok).toBe(false);
    expect(
      (await h.call('get', '/api/account/order/get_weixin_h5_info', q({ order_no: orderNo, code }))).code,
    ).toBe(0);
  });

  it('should keep the order unpaid when the shopper denies, and refuse a pay without an order', async () => {
    const { orderNo } = await placeOrder(6);
    const res = await h.send(
      'GET',
      `/__mock/gateway/weixin-oauth?redirect_uri=${encodeURIComponent(`${ORIGIN}/payment?order_no=${orderNo}`)}&state=${orderNo}`,
    );
    const deny = link(await res.text(), '拒绝');
    expect(new URL(deny, ORIGIN).searchParams.has('code')).toBe(false);
    expect(await orderState(orderNo)).toEqual({ order_status: 0, is_pay: 0 });
    const bad = await h.send('POST', '/__mock/gateway/weixin/pay', { json: {} });
    expect(bad.status).toBe(409);
    expect(await bad.json()).toEqual({ ok: false, message: 'order_no required' });
  });

  it('should send nobody off the site: another host in redirect_uri comes back as a path here', async () => {
    const res = await h.send(
      'GET',
      `/__mock/gateway/weixin-oauth?redirect_uri=${encodeURIComponent('https://evil.example/steal?x=1')}&state=SJ1`,
    );
    const allow = link(await res.text(), '允许');
    expect(allow).toMatch(/^\/steal\?x=1&code=mockwx\w+&state=SJ1$/);
    const missing = await h.send('GET', '/__mock/gateway/weixin-oauth');
    expect(missing.status).toBe(400);
  });

  it.each([
    '/.//evil.example/x',
    'https://shop.example//evil.example',
    '/%2F/evil.example',
    '//evil.example',
  ])('should refuse a return address a browser would read as another host: %s', async (uri) => {
    const res = await h.send(
      'GET',
      `/__mock/gateway/weixin-oauth?redirect_uri=${encodeURIComponent(uri)}&state=SJ1`,
    );
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('evil.example');
  });
});

describe('Alipay: the form posted to the cashier', () => {
  it('should show the order and amount, pay, return to the shop and leave the order paid', async () => {
    const { orderNo, amount } = await placeOrder(2);
    const form = (
      await h.ok('get', '/api/account/order/get_alipay_info', {
        ...q({ order_no: orderNo }),
        headers: { origin: ORIGIN },
      })
    ).data;
    const action = new URL(form.action);
    expect(action.pathname).toBe('/__mock/gateway/alipay');

    // The browser submits get_alipay_info's fields as a form to the cashier.
    const cashier = await h.send(form.method, action.pathname, { form: form.fields });
    expect(cashier.status).toBe(200);
    const html = await cashier.text();
    expect(html).toContain('模拟支付宝收银台');
    expect(html).toContain(`订单 ${orderNo}，应付 ¥${amount}`);
    const back = `/user/order/detail/${orderNo}`;
    expect(link(html, '取消付款')).toBe(back);
    const fields = hiddenFields(html);
    expect(fields).toEqual({ order_no: orderNo, return_url: back });

    expect(await orderState(orderNo)).toEqual({ order_status: 0, is_pay: 0 });
    const paid = await h.send('POST', '/__mock/gateway/alipay/pay', { form: fields });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('Location')).toBe(back);
    expect(await orderState(orderNo)).toEqual({ order_status: 1, is_pay: 1 });
    // The shop offers no second payment, and the cashier refuses one.
    expect((await h.call('get', '/api/account/order/get_alipay_info', q({ order_no: orderNo }))).code).toBe(
      0,
    );
    const twice = await h.send('POST', '/__mock/gateway/alipay/pay', { form: fields });
    expect(twice.status).toBe(200);
    expect(await twice.text()).toContain('付款失败');
  });

  it('should freeze the funds of a pay-later order (payment 11: is_pay 3)', async () => {
    const { orderNo } = await placeOrder(11);
    const form = (await h.ok('get', '/api/account/order/get_alipay_info', q({ order_no: orderNo }))).data;
    const html = await (await h.send('POST', new URL(form.action).pathname, { form: form.fields })).text();
    await h.send('POST', '/__mock/gateway/alipay/pay', { form: hiddenFields(html) });
    expect(await orderState(orderNo)).toEqual({ order_status: 1, is_pay: 3 });
  });

  it('should leave the order unpaid when the shopper cancels or the form is broken', async () => {
    const { orderNo } = await placeOrder(2);
    const broken = await h.send('POST', '/__mock/gateway/alipay', {
      form: { biz_content: '{not json', return_url: 'https://evil.example/x' },
    });
    const html = await broken.text();
    expect(html).toContain('应付 ¥?');
    // Off-site return addresses come back as paths on this site.
    expect(link(html, '取消付款')).toBe('/x');
    const unknown = await h.send('POST', '/__mock/gateway/alipay/pay', { form: { order_no: 'SJ0' } });
    expect(await unknown.text()).toContain('付款失败');
    expect(await orderState(orderNo)).toEqual({ order_status: 0, is_pay: 0 });
  });

  it.each(['/.//evil.example/x', 'https://shop.example//evil.example', '/a/..//evil.example'])(
    'should return to the shop home, not to %s, a path a browser would read as another host',
    async (returnUrl) => {
      const { orderNo } = await placeOrder(2);
      const cashier = await h.send('POST', '/__mock/gateway/alipay', {
        form: { biz_content: JSON.stringify({ out_trade_no: orderNo }), return_url: returnUrl },
      });
      const html = await cashier.text();
      expect(html).not.toContain('evil.example');
      expect(link(html, '取消付款')).toBe('/');
      const paid = await h.send('POST', '/__mock/gateway/alipay/pay', {
        form: { order_no: orderNo, return_url: returnUrl },
      });
      expect(paid.status).toBe(303);
      expect(paid.headers.get('Location')).toBe('/');
    },
  );
});
