// Whole flows across cart, orders and the control API, the way the shop walks them.
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { DEVICE, SEEDED_ORDER, okBody, phonesOnSale, skuInStock, submitOrder } from './testkit';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});

const auth = (token: string, extra: Record<string, string | number> = {}) => ({
  query: { token, p: 'h5', v: '4.9.0', ...extra },
});

/** The control API over the same handlers (POST /__mock/orders/<no>/advance {"to": ...}). */
async function control(orderNo: string, to: string) {
  const response = await getResponse(
    h.mock.handlers,
    new Request(`http://mock.test/__mock/orders/${orderNo}/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ to }),
    }),
  );
  if (!response) throw new Error('control API did not answer');
  return { status: response.status, body: (await response.json()) as { ok: boolean; message?: string } };
}

describe('flows', () => {
  it('guest cart, then login: the device lines merge into the user cart', async () => {
    const sku = skuInStock(h, 3);
    const skuPrice = h.db.catalogue.partSku(sku)!.price;
    await h.ok('post', '/api/shopcart/add_shop_cart', {
      form: {
        driver_id: DEVICE,
        pro_type: 1,
        pro_value: 10001,
        pro_num: 1,
        price: '3299.00',
        services_id: '3',
      },
    });
    await h.ok('post', '/api/shopcart/add_shop_cart', {
      form: { driver_id: DEVICE, pro_type: 2, pro_value: sku, pro_num: 2, price: skuPrice },
    });
    const guest = await h.ok('get', '/api/shopcart/get_shop_cart_list', { query: { driver_id: DEVICE } });
    expect(guest.data.active).toHaveLength(2);

    const token = await h.login();
    expect(token).toBeTruthy();
    const user = await h.ok('get', '/api/shopcart/get_shop_cart_list', {
      query: { user_id: 10001, token, driver_id: DEVICE, page: 1, limit: 10 },
    });
    expect(user.data.active.map((i) => i.shopcart_value).sort()).toEqual([10001, sku].sort());
    const device = await h.ok('get', '/api/shopcart/get_shop_cart_list', { query: { driver_id: DEVICE } });
    expect(device.data).toEqual({ active: [], disactive: [] });
  });

  it('cart → order (lines leave the cart) → unpaid tab and counts → cancel → delete', async () => {
    const token = await h.login();
    const sku = skuInStock(h, 3);
    const skuPrice = h.db.catalogue.partSku(sku)!.price;
    const [other] = phonesOnSale(h, 1);
    const add = (form: Record<string, string | number>) =>
      h.ok('post', '/api/shopcart/add_shop_cart', {
        form: { user_id: 10001, token, driver_id: DEVICE, ...form },
      });
    await add({ pro_type: 1, pro_value: 10001, pro_num: 1, price: '3299.00', services_id: '3,2' });
    await add({ pro_type: 2, pro_value: sku, pro_num: 1, price: skuPrice });
    await add({ pro_type: 1, pro_value: other, pro_num: 1, price: h.db.catalogue.phone(other)!.price });
    const cart = await h.ok('get', '/api/shopcart/get_shop_cart_list', { query: { user_id: 10001, token } });
    const phoneLine = cart.data.active.find((i) => i.shopcart_value === 10001)!;
    expect(phoneLine.serve_total_amount).toBe('199.00');

    const counts0 = (await h.ok('get', '/api/account/order/all_order_count', auth(token))).data;
    const placed = okBody(
      await submitOrder(h, {
        token,
        from_where: 2,
        items: [
          { product_id: 10001, product_type: 1, serve_ids: '3,2', product_parts: '', bonus_id: 0 },
          // A part line of the cart has product_id 0; the sku says what is bought.
          { product_id: 0, product_type: 2, serve_ids: '', product_parts: `${sku}:1`, bonus_id: 0 },
        ],
        submit_token: 'cart-checkout-0001',
      }),
    ).data;
    expect(placed.order_list).toHaveLength(2);
    expect(placed.total_amount).toBe((3299 + 199 + Number(skuPrice)).toFixed(2));

    // The ordered lines left the cart; the line not checked out stays.
    const after = await h.ok('get', '/api/shopcart/get_shop_cart_list', { query: { user_id: 10001, token } });
    expect(after.data.active.map((i) => i.shopcart_value)).toEqual([other]);

    const unpaidTab = okBody(await h.call('get', '/api/account/order/list', auth(token, { state: 0 }))).data;
    expect(
      unpaidTab
        .slice(0, 2)
        .map((o) => o.order_no)
        .sort(),
    ).toEqual(placed.order_list.map((o) => o.order_no).sort());
    const counts1 = (await h.ok('get', '/api/account/order/all_order_count', auth(token))).data;
    expect(counts1.order_status_waitpay_count).toBe(counts0.order_status_waitpay_count + 2);

    const orderNo = placed.order_list[0].order_no;
    const cancelled = await h.ok(
      'get',
      '/api/account/order/cancel_order',
      auth(token, { order_no: orderNo }),
    );
    expect(cancelled).toMatchObject({ msg: '取消成功', data: { order_status: 3 } });
    expect(h.db.catalogue.phone(10001)?.sold).toBe(false);
    const detail = await h.ok('get', '/api/account/order/order_detail', auth(token, { order_no: orderNo }));
    expect(detail.data.order_info.order_status).toBe(3);
    const counts2 = (await h.ok('get', '/api/account/order/all_order_count', auth(token))).data;
    expect(counts2.order_status_waitpay_count).toBe(counts0.order_status_waitpay_count + 1);

    const deleted = await h.ok('get', '/api/account/order/delete_order', auth(token, { order_no: orderNo }));
    expect(deleted).toEqual({ code: 1, msg: '删除成功', data: { order_no: orderNo } });
    const all = okBody(await h.call('get', '/api/account/order/list', auth(token))).data;
    expect(all.map((o) => o.order_no)).not.toContain(orderNo);
    expect(
      (await h.call('get', '/api/account/order/order_detail', auth(token, { order_no: orderNo }))).code,
    ).toBe(0);
  });

  it('buy now → paid → shipped (track) → confirm receipt → warranty card', async () => {
    const token = await h.login();
    const cards0 = (await h.ok('get', '/api/account/order/guarantee_list', auth(token))).data.length;
    const placed = okBody(
      await submitOrder(h, {
        token,
        items: [{ product_id: 10002, product_type: 1, serve_ids: '3' }],
        submit_token: 'buy-now-000001',
      }),
    ).data;
    const no = placed.order_no;
    expect(
      (await h.call('get', '/api/account/order/order_express_track', auth(token, { order_no: no }))).code,
    ).toBe(0);

    expect(await control(no, 'shipped')).toMatchObject({ status: 409, body: { ok: false } });
    expect(await control(no, 'paid')).toMatchObject({ status: 200, body: { ok: true } });
    let info = (await h.ok('get', '/api/account/order/order_detail', auth(token, { order_no: no }))).data
      .order_info;
    expect(info).toMatchObject({ order_status: 1, is_pay: 1 });

    expect((await control(no, 'shipped')).status).toBe(200);
    const track = (await h.ok('get', '/api/account/order/order_express_track', auth(token, { order_no: no })))
      .data;
    expect(track.express_name).toBe('顺丰速运');
    expect(track.track_data.length).toBeGreaterThan(0);
    expect(track.track_data[0].info).toContain('已收取快件');
    info = (await h.ok('get', '/api/account/order/order_detail', auth(token, { order_no: no }))).data
      .order_info;
    expect(info).toMatchObject({ order_status: 2, express_no: track.express_no });

    const confirmed = await h.ok('get', '/api/account/order/confirm_repair', auth(token, { order_no: no }));
    expect(confirmed).toMatchObject({ msg: '确认成功', data: { order_status: 4 } });
    const signed = (
      await h.ok('get', '/api/account/order/order_express_track', auth(token, { order_no: no }))
    ).data;
    expect(signed.track_data[0].info).toContain('签收');
    const cards = (await h.ok('get', '/api/account/order/guarantee_list', auth(token))).data;
    expect(cards).toHaveLength(cards0 + 1);
    expect(cards[0]).toMatchObject({
      product_name: h.db.catalogue.phone(10002)!.name,
      rest_time: 365,
    });

    const reviewTab = okBody(await h.call('get', '/api/account/order/list', auth(token, { state: 4 }))).data;
    expect(reviewTab[0].order_no).toBe(no);
    // The review area publishes a review, then marks it reviewed.
    h.db.orders.markReviewed(no);
    expect(
      (await h.ok('get', '/api/account/order/order_detail', auth(token, { order_no: no }))).data.order_info
        .order_status,
    ).toBe(5);
    expect((await control(no, 'completed')).status).toBe(409);
  });

  it('a repeated submit with the same submit_token makes one order', async () => {
    const token = await h.login();
    const form = {
      token,
      items: [{ product_id: 10001, product_type: 1 as const, serve_ids: '3' }],
      submit_token: 'double-tap-000001',
    };
    const answers = await Promise.all([submitOrder(h, form), submitOrder(h, form), submitOrder(h, form)]);
    const nos = new Set(answers.map((a) => okBody(a).data.order_no));
    expect(nos.size).toBe(1);
    expect(answers.map((a) => okBody(a).data.is_repeat).sort()).toEqual([0, 1, 1]);
    const unpaid = okBody(await h.call('get', '/api/account/order/list', auth(token, { state: 0 }))).data;
    expect(unpaid.filter((o) => o.product_list[0].product_id === 10001)).toHaveLength(1);
  });

  it('refund: paid order → apply refund → refunding, not shippable', async () => {
    const token = await h.login();
    const placed = okBody(
      await submitOrder(h, { token, items: [{ product_id: 10001, product_type: 1 }] }),
    ).data;
    expect((await control(placed.order_no, 'paid')).status).toBe(200);
    const res = await h.ok(
      'get',
      '/api/account/order/apply_cancel_order',
      auth(token, { order_no: placed.order_no, reason: 4 }),
    );
    expect(res.msg).toBe('退款成功');
    expect(res.data).toMatchObject({ refund_amount: placed.total_amount, aftersale_status: 1 });
    expect(res.data.tip).toContain('3-7 个工作日');
    const info = (
      await h.ok('get', '/api/account/order/order_detail', auth(token, { order_no: placed.order_no }))
    ).data.order_info;
    expect(info).toMatchObject({ order_status: 1, aftersale_status: 1 });
    const refused = await control(placed.order_no, 'shipped');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/after-sales/);
  });

  it('the list ends with -404; no token is -1; another user cannot touch my order', async () => {
    const token = await h.login();
    let page = 1;
    for (;;) {
      const res = await h.call('get', '/api/account/order/list', auth(token, { page }));
      if (res.code === -404) break;
      expect(res.code).toBe(1);
      page++;
    }
    expect(page).toBe(2);
    expect(await h.call('get', '/api/account/order/list', { query: { page: 1 } })).toMatchObject({
      code: -1,
    });

    const other = await h.login('13900139000', 'abc123');
    for (const path of [
      '/api/account/order/order_detail',
      '/api/account/order/cancel_order',
      '/api/account/order/confirm_repair',
      '/api/account/order/order_express_track',
    ] as const) {
      expect(await h.call('get', path, auth(other, { order_no: SEEDED_ORDER }))).toEqual({
        code: 0,
        msg: '订单不存在或已删除',
        data: null,
      });
    }
    expect(h.db.orders.order(SEEDED_ORDER)?.status).toBe(1);
  });

  it('the control API explains an unknown step', async () => {
    expect((await control(SEEDED_ORDER, 'teleported')).status).toBe(400);
  });
});
