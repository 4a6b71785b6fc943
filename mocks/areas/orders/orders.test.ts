// Order operations through the harness (every response checked against the contract).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_NOW } from '../../core/time';
import { createHarness, type Harness } from '../../core/harness';
import {
  DEV_TOKEN,
  SEEDED_ORDER,
  okBody,
  phoneWhere,
  phonesOnSale,
  skuInStock,
  submitOrder,
} from './testkit';

let h: Harness;
let token2: string;
beforeEach(async () => {
  h = createHarness();
  token2 = await h.login('13900139000', 'abc123');
});

const q = (extra: Record<string, string | number | undefined> = {}) => ({
  query: { token: DEV_TOKEN, p: 'h5', v: '4.9.0', ...extra },
});

async function seededList(state?: number) {
  return okBody(await h.call('get', '/api/account/order/list', q({ state }))).data;
}
/** The newest seeded order of user 10001 in a state (order_status, plus is_pay / payment when given). */
async function seeded(state: number, where: { payment_id?: number } = {}) {
  const all = await seededList();
  const found = all.find(
    (o) => o.order_status === state && (where.payment_id === undefined || o.payment_id === where.payment_id),
  );
  if (!found) throw new Error(`no seeded order in state ${state}`);
  return found;
}

describe('login required', () => {
  it('answers -1 without a token on every order operation', async () => {
    const no = { order_no: SEEDED_ORDER };
    const expired = { code: -1, msg: '登录已过期，请重新登录', data: null };
    const gets = [
      ['/api/account/order/all_order_count', {}],
      ['/api/account/order/list', {}],
      ['/api/account/order/order_detail', no],
      ['/api/account/order/cancel_order', no],
      ['/api/account/order/delete_order', no],
      ['/api/account/order/confirm_repair', no],
      ['/api/account/order/apply_cancel_order', { ...no, reason: 1 }],
      ['/api/account/order/guarantee_list', {}],
      ['/api/account/order/thaw_enjoy_first_order_post', no],
      ['/api/account/order/order_express_track', no],
      ['/api/account/order/get_weixin_h5_info', no],
      ['/api/account/order/get_alipay_info', no],
    ] as const;
    for (const [path, query] of gets) expect(await h.call('get', path, { query })).toEqual(expired);
    for (const path of [
      '/api/account/order/shop_cart_confirm_order',
      '/api/account/order/thaw_enjoy_first_order_post',
      '/api/account/order/get_weixin_pay_code',
    ] as const) {
      expect(
        await h.call('post', path, {
          form: {
            token: 'no-such-token',
            order_no: SEEDED_ORDER,
            reason: 1,
            redirect_uri: 'https://m.example.com/payment',
          },
        }),
      ).toEqual(expired);
    }
  });
});

describe('seeded orders', () => {
  it('all_order_count has the four badges of the seeded orders', async () => {
    expect((await h.ok('get', '/api/account/order/all_order_count', q())).data).toEqual({
      order_status_waitpay_count: 1,
      order_status_process_count: 2,
      order_status_waitget_count: 1,
      order_status_finish_count: 2,
    });
    expect((await h.ok('get', '/api/account/order/all_order_count', q({ token: token2 }))).data).toEqual({
      order_status_waitpay_count: 0,
      order_status_process_count: 1,
      order_status_waitget_count: 0,
      order_status_finish_count: 0,
    });
  });

  it('lists every state newest first, the contract example on top', async () => {
    const all = await seededList();
    expect(all).toHaveLength(9);
    expect(all[0]).toMatchObject({ order_no: SEEDED_ORDER, order_status: 1, is_pay: 1, payment_id: 2 });
    expect(all.map((o) => o.order_status)).toEqual([1, 0, 1, 2, 3, 4, 4, 5, 5]);
    const times = all.map((o) => o.create_at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const o of all) {
      expect(o.order_no).toMatch(/^SJ\d{18}$/);
      expect(o.order_no.slice(2, 16)).toBe(o.create_at.replace(/\D/g, ''));
    }
  });

  it('is deterministic', async () => {
    const again = createHarness();
    const other = okBody(await again.call('get', '/api/account/order/list', q())).data;
    expect(other).toEqual(await seededList());
  });

  it('filters by state tab', async () => {
    expect((await seededList(0)).map((o) => o.order_status)).toEqual([0]);
    expect((await seededList(1)).map((o) => o.order_status)).toEqual([1, 1]);
    expect((await seededList(2)).map((o) => o.order_status)).toEqual([2]);
    expect((await seededList(4)).map((o) => o.order_status)).toEqual([4, 4]);
  });

  it('marks the seeded phones sold in the catalogue (the cancelled one stays on sale)', async () => {
    const bought = (await seededList())
      .filter((o) => o.order_status !== 3)
      .flatMap((o) => o.product_list.filter((p) => p.product_type === 1));
    expect(bought.length).toBeGreaterThan(0);
    for (const phone of bought) expect(h.db.catalogue.phone(phone.product_id)?.sold).toBe(true);
    expect(h.db.catalogue.phone(10001)?.sold).toBe(false);
    expect(h.db.catalogue.phone(10002)?.sold).toBe(false);
  });
});

describe('list', () => {
  it('answers -404 past the last page and when a tab is empty', async () => {
    expect(await h.call('get', '/api/account/order/list', q({ page: 2 }))).toEqual({
      code: -404,
      msg: '暂无更多订单',
      data: null,
    });
    const toReceive = await seeded(2);
    h.db.orders.advance(toReceive.order_no, 'completed');
    expect((await h.call('get', '/api/account/order/list', q({ state: 2 }))).code).toBe(-404);
  });

  it('pages 10 orders', async () => {
    const phones = phonesOnSale(h, 3);
    for (const id of phones) okBody(await submitOrder(h, { items: [{ product_id: id, product_type: 1 }] }));
    const first = await seededList();
    expect(first).toHaveLength(10);
    const second = okBody(await h.call('get', '/api/account/order/list', q({ page: 2 }))).data;
    expect(second).toHaveLength(2);
    expect(second.map((o) => o.order_status)).toEqual([5, 5]);
    expect((await h.call('get', '/api/account/order/list', q({ page: 3 }))).code).toBe(-404);
  });

  it('refuses an unknown state', async () => {
    expect((await h.call('get', '/api/account/order/list', q({ state: 3 }))).code).toBe(0);
  });
});

describe('order_detail', () => {
  it('shows the order, its phone, its parts and its batch', async () => {
    const d = (await h.ok('get', '/api/account/order/order_detail', q({ order_no: SEEDED_ORDER }))).data;
    expect(d.order_info).toMatchObject({
      order_no: SEEDED_ORDER,
      create_at: '2026-11-20 14:03:12',
      order_status: 1,
      aftersale_status: 0,
      is_pay: 1,
      payment_id: 2,
      payment_name: '支付宝支付',
      express_amount: '0.00',
      bonus_amount: '0.00',
      buyer_remark: '请尽快发货，谢谢',
      contacts: '张三',
      phone: '13800138000',
      g_state: '广东省',
      city: '深圳市',
      g_county: '南山区',
      address: '科技园科苑路 15 号',
      express_name: '',
      express_no: '',
    });
    expect(d.product_info?.product_type).toBe(1);
    expect(d.product_info?.p_product_parts_arr).toHaveLength(1);
    expect(d.order_info.product_id).toBe(d.product_info?.product_id);
    expect(d.order_list).toEqual([
      { order_no: SEEDED_ORDER, order_status: 1, total_amount: d.order_info.total_amount },
    ]);
    // total = phone + services + parts - coupon
    const p = d.product_list[0];
    const fen = (y: string) => Math.round(Number(y) * 100);
    const total =
      fen(p.price) +
      (p.server_arr ?? []).reduce((s, x) => s + fen(x.server_price), 0) +
      (p.p_product_parts_arr ?? []).reduce((s, x) => s + fen(x.price) * x.purchase_num, 0);
    expect(fen(d.order_info.total_amount)).toBe(total);
  });

  it('a parts-only order has no product_info and product_id 0', async () => {
    const parts = (await seededList(4)).find((o) => o.product_list.every((p) => p.product_type === 2))!;
    const d = (await h.ok('get', '/api/account/order/order_detail', q({ order_no: parts.order_no }))).data;
    expect(d.product_info).toBeUndefined();
    expect(d.order_info.product_id).toBe(0);
    expect(d.product_list.length).toBeGreaterThan(0);
  });

  it("refuses an unknown order and another user's order", async () => {
    const notFound = { code: 0, msg: '订单不存在或已删除', data: null };
    expect(
      await h.call('get', '/api/account/order/order_detail', q({ order_no: 'SJ209901010000000000' })),
    ).toEqual(notFound);
    expect(
      await h.call('get', '/api/account/order/order_detail', q({ token: token2, order_no: SEEDED_ORDER })),
    ).toEqual(notFound);
  });
});

describe('shop_cart_confirm_order', () => {
  it('places a buy-now order with services, parts and a coupon', async () => {
    const sku = skuInStock(h, 3);
    const stock = h.db.catalogue.partSku(sku)!.storage;
    const skuPrice = h.db.catalogue.partSku(sku)!.price;
    const res = okBody(
      await submitOrder(h, {
        items: [
          {
            product_id: 10001,
            product_type: 1,
            sk: 'rec-20261122-0001',
            serve_ids: '3,1',
            product_parts: `${sku}:2`,
            buyer_remark: '请尽快发货，谢谢',
            bonus_id: 50001,
          },
        ],
        submit_token: '7d1f3c2a-5b6e-4f80-9a1b-2c3d4e5f6a7b',
      }),
    );
    expect(res.msg).toBe('下单成功');
    const expected = (3299 + 99 + 2 * Number(skuPrice) - 100).toFixed(2);
    expect(res.data).toMatchObject({
      total_amount: expected,
      pay_info: { payment_id: 2, payment_name: '支付宝支付', pay_amount: expected, next: 'alipay_form' },
      is_repeat: 0,
    });
    expect(res.data.order_list).toEqual([
      { order_no: res.data.order_no, order_status: 0, total_amount: expected },
    ]);
    expect(h.db.catalogue.phone(10001)?.sold).toBe(true);
    expect(h.db.catalogue.partSku(sku)?.storage).toBe(stock - 2);
    expect(h.db.accounts.usableCoupons(10001).some((c) => c.bonus_id === 50001)).toBe(false);

    const d = (await h.ok('get', '/api/account/order/order_detail', q({ order_no: res.data.order_no }))).data;
    expect(d.order_info).toMatchObject({
      order_status: 0,
      is_pay: 0,
      bonusid: 50001,
      bonus_amount: '100.00',
    });
    expect(d.bonus_list).toEqual([{ bonus_id: 50001, bonus_num: '100.00', bonus_info: '满1000减100' }]);
    expect(d.product_info?.server_arr?.map((s) => s.server_id)).toEqual([3, 1]);
    expect(d.product_info?.p_product_parts_arr?.[0]).toMatchObject({ purchase_num: 2, price: skuPrice });
    expect(h.db.orders.order(res.data.order_no)).toMatchObject({ userId: 10001, status: 0 });
  });

  it('splits a submission into one order per item, sharing order_list; weixin pays by oauth', async () => {
    const sku = skuInStock(h, 2);
    const res = okBody(
      await submitOrder(h, {
        payment_id: 6,
        from_where: 2,
        items: [
          { product_id: 10002, product_type: 1, serve_ids_arr: [3] },
          { product_id: 20001, product_type: 2, product_parts: `${sku}:2` },
        ],
      }),
    );
    expect(res.data.order_list).toHaveLength(2);
    expect(res.data.pay_info.next).toBe('weixin_oauth');
    const d = (
      await h.ok('get', '/api/account/order/order_detail', q({ order_no: res.data.order_list[1].order_no }))
    ).data;
    expect(d.order_list.map((o) => o.order_no)).toEqual(res.data.order_list.map((o) => o.order_no));
    expect(d.product_list[0]).toMatchObject({ product_type: 2, purchase_num: 2 });
  });

  it('refuses a missing or foreign address, a long remark, a bad payment, sold phones and bad items', async () => {
    const one = [{ product_id: 10001, product_type: 1 as const }];
    const refused = async (f: Parameters<typeof submitOrder>[1], msg?: string) => {
      const r = await submitOrder(h, f);
      expect(r.code).toBe(0);
      if (msg) expect(r.msg).toBe(msg);
    };
    await refused({ items: one, serve_address_id: 40999 }, '请选择地址');
    await refused({ token: token2, items: one, serve_address_id: 40001 }, '请选择地址');
    await refused({ items: [{ ...one[0], buyer_remark: '好'.repeat(51) }] }, '买家留言最多 50 字');
    await refused({ items: one, payment_id: 3 }, '请选择支付方式');
    const sold = phoneWhere(h, (p) => p.sold);
    const offSale = phoneWhere(h, (p) => !p.onSale && !p.sold);
    await refused({ items: [{ product_id: sold, product_type: 1 }] }, '商品已售出，请选择其他商品');
    await refused({ items: [{ product_id: offSale, product_type: 1 }] }, '商品已下架，请选择其他商品');
    await refused({ items: [{ product_id: 10001, product_type: 1, serve_ids: '77' }] }, '所选服务不存在');
    await refused({ items: [{ product_id: 20001, product_type: 2 }] }, '请选择配件规格');
    const sku = skuInStock(h, 1);
    const storage = h.db.catalogue.partSku(sku)!.storage;
    await refused({
      items: [{ product_id: 20001, product_type: 2, product_parts: `${sku}:${storage + 1}` }],
    });
    await refused({ items: [] });
    await refused({ items: [...one, ...one] }, '同一台手机只能购买一次');
    await refused({ items: [{ ...one[0], bonus_id: 50007 }] }, '优惠券不可用');
    const raw = await h.call('post', '/api/account/order/shop_cart_confirm_order', {
      form: { token: DEV_TOKEN, payment_id: 2, serve_address_id: 40001, order_item: '{oops' },
    });
    expect(raw.code).toBe(0);
    // Nothing was taken by the refused submissions.
    expect(h.db.catalogue.phone(10001)?.sold).toBe(false);
    expect(h.db.catalogue.partSku(sku)!.storage).toBe(storage);
    expect(h.db.accounts.usableCoupons(10001).some((c) => c.bonus_id === 50001)).toBe(true);
    expect(
      (await h.ok('get', '/api/account/order/all_order_count', q())).data.order_status_waitpay_count,
    ).toBe(1);
  });

  it('a repeated submit_token returns the same order with is_repeat 1', async () => {
    const form = {
      items: [{ product_id: 10001, product_type: 1 as const }],
      submit_token: 'same-token-0001',
    };
    const first = okBody(await submitOrder(h, form));
    const again = okBody(await submitOrder(h, form));
    expect(again.data).toEqual({ ...first.data, is_repeat: 1 });
    expect(
      (await h.ok('get', '/api/account/order/all_order_count', q())).data.order_status_waitpay_count,
    ).toBe(2);
  });

  it('a submit_token sent again with other lines or another remark is refused, nothing placed', async () => {
    const [phone, other] = phonesOnSale(h, 2);
    const token = 'same-token-0002';
    const first = okBody(
      await submitOrder(h, {
        items: [{ product_id: phone, product_type: 1, buyer_remark: '周末送货' }],
        submit_token: token,
      }),
    );
    const count = async () =>
      (await h.ok('get', '/api/account/order/all_order_count', q())).data.order_status_waitpay_count;
    const before = await count();
    for (const items of [
      [{ product_id: other, product_type: 1 as const, buyer_remark: '周末送货' }],
      [{ product_id: phone, product_type: 1 as const, buyer_remark: '工作日送货' }],
      [
        { product_id: phone, product_type: 1 as const, buyer_remark: '周末送货' },
        { product_id: other, product_type: 1 as const },
      ],
    ]) {
      const res = await submitOrder(h, { items, submit_token: token });
      expect(res).toMatchObject({ code: 0, msg: '该下单凭证已用于另一笔订单，请到我的订单查看' });
    }
    expect(await count()).toBe(before);
    expect(h.db.catalogue.phone(other)?.sold).toBe(false);
    // The same content again is still the first order.
    const again = okBody(
      await submitOrder(h, {
        items: [{ product_id: phone, product_type: 1, buyer_remark: '周末送货' }],
        submit_token: token,
      }),
    );
    expect(again.data).toEqual({ ...first.data, is_repeat: 1 });
  });

  it("carries the bought phone's network to the order as the confirm page shows it", async () => {
    const phoneId = phonesOnSale(h, 40).find((id) => {
      const nets = h.db.catalogue.phone(id)!.network.split(',');
      return ['移动', '联通', '电信'].every((c) => nets.some((n) => n.includes(c)));
    });
    if (phoneId === undefined) throw new Error('no phone on sale for all three carriers');
    const phone = h.db.catalogue.phone(phoneId)!;
    // As the cart and the confirm page write it: version, then the networks joined with '/'.
    const bought = `${phone.banben} / ${phone.network.split(',').join('/')}`;
    expect(bought).not.toContain('全网通');
    const placed = okBody(await submitOrder(h, { items: [{ product_id: phoneId, product_type: 1 }] }));
    const detail = (
      await h.ok('get', '/api/account/order/order_detail', q({ order_no: placed.data.order_no }))
    ).data;
    expect(detail.product_list[0].selected_ps).toBe(bought);
    const listed = (await seededList()).find((o) => o.order_no === placed.data.order_no);
    expect(listed?.product_list[0].selected_ps).toBe(bought);
  });

  it('an identical submit without a token right after is a repeat, not a second order', async () => {
    const sku = skuInStock(h, 4);
    const form = { items: [{ product_id: 20001, product_type: 2 as const, product_parts: `${sku}:1` }] };
    const [a, b] = await Promise.all([submitOrder(h, form), submitOrder(h, form)]);
    expect(okBody(a).data.order_no).toBe(okBody(b).data.order_no);
    expect([okBody(a).data.is_repeat, okBody(b).data.is_repeat].sort()).toEqual([0, 1]);
  });
});

describe('cancel_order', () => {
  it('cancels an unpaid order: state 3, phone back on sale, coupon and stock back', async () => {
    const sku = skuInStock(h, 2);
    const stock = h.db.catalogue.partSku(sku)!.storage;
    const placed = okBody(
      await submitOrder(h, {
        items: [{ product_id: 10001, product_type: 1, product_parts: `${sku}:1`, bonus_id: 50001 }],
      }),
    ).data;
    expect(await h.call('get', '/api/account/order/cancel_order', q({ order_no: placed.order_no }))).toEqual({
      code: 1,
      msg: '取消成功',
      data: { order_no: placed.order_no, order_status: 3, aftersale_status: 0 },
    });
    expect(h.db.catalogue.phone(10001)?.sold).toBe(false);
    expect(h.db.catalogue.partSku(sku)?.storage).toBe(stock);
    expect(h.db.accounts.usableCoupons(10001).some((c) => c.bonus_id === 50001)).toBe(true);
    expect(await h.call('get', '/api/account/order/cancel_order', q({ order_no: placed.order_no }))).toEqual({
      code: 0,
      msg: '订单状态已变更，请刷新',
      data: null,
    });
  });

  it('refuses a paid order and another user', async () => {
    expect((await h.call('get', '/api/account/order/cancel_order', q({ order_no: SEEDED_ORDER }))).code).toBe(
      0,
    );
    const unpaid = await seeded(0);
    expect(
      await h.call('get', '/api/account/order/cancel_order', q({ token: token2, order_no: unpaid.order_no })),
    ).toMatchObject({ code: 0, msg: '订单不存在或已删除' });
    expect(h.db.orders.order(unpaid.order_no)?.status).toBe(0);
  });
});

describe('delete_order', () => {
  it('deletes only a cancelled order, which then leaves the list and the detail', async () => {
    const cancelled = await seeded(3);
    expect(await h.call('get', '/api/account/order/delete_order', q({ order_no: SEEDED_ORDER }))).toEqual({
      code: 0,
      msg: '只能删除已取消的订单，请刷新',
      data: null,
    });
    expect(
      await h.call('get', '/api/account/order/delete_order', q({ order_no: cancelled.order_no })),
    ).toEqual({
      code: 1,
      msg: '删除成功',
      data: { order_no: cancelled.order_no },
    });
    expect((await seededList()).map((o) => o.order_no)).not.toContain(cancelled.order_no);
    expect(
      (await h.call('get', '/api/account/order/order_detail', q({ order_no: cancelled.order_no }))).code,
    ).toBe(0);
    expect(
      (await h.call('get', '/api/account/order/delete_order', q({ order_no: cancelled.order_no }))).code,
    ).toBe(0);
    expect(h.db.orders.order(cancelled.order_no)).toBeUndefined();
  });
});

describe('confirm_repair and guarantee_list', () => {
  it('confirms receipt of an order to receive, which adds a warranty card', async () => {
    const cardsBefore = (await h.ok('get', '/api/account/order/guarantee_list', q())).data;
    expect(cardsBefore).toHaveLength(3);
    expect(cardsBefore.map((c) => c.rest_time).at(-1)).toBe(0);
    const toReceive = await seeded(2);
    expect(
      await h.call('get', '/api/account/order/confirm_repair', q({ order_no: toReceive.order_no })),
    ).toEqual({
      code: 1,
      msg: '确认成功',
      data: { order_no: toReceive.order_no, order_status: 4, aftersale_status: 0 },
    });
    const cards = (await h.ok('get', '/api/account/order/guarantee_list', q())).data;
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatchObject({ product_name: toReceive.product_list[0].product_name, rest_time: 365 });
    expect(cards[0].tag).toMatch(/^F[A-Z0-9]{11}$/);
    expect(
      (await h.call('get', '/api/account/order/confirm_repair', q({ order_no: toReceive.order_no }))).code,
    ).toBe(0);
    expect(
      (await h.call('get', '/api/account/order/confirm_repair', q({ order_no: SEEDED_ORDER }))).code,
    ).toBe(0);
  });

  it('another user has no cards', async () => {
    expect((await h.ok('get', '/api/account/order/guarantee_list', q({ token: token2 }))).data).toEqual([]);
  });
});

describe('apply_cancel_order', () => {
  it('refunds an order to ship: aftersale 1 with the refund tip', async () => {
    const d = (await h.ok('get', '/api/account/order/order_detail', q({ order_no: SEEDED_ORDER }))).data;
    expect(
      await h.call('get', '/api/account/order/apply_cancel_order', q({ order_no: SEEDED_ORDER, reason: 1 })),
    ).toEqual({
      code: 1,
      msg: '退款成功',
      data: {
        order_no: SEEDED_ORDER,
        refund_amount: d.order_info.total_amount,
        order_status: 1,
        aftersale_status: 1,
        tip: '退款金额将在 3-7 个工作日内原路退回您的支付账户',
      },
    });
    const again = await h.call(
      'get',
      '/api/account/order/apply_cancel_order',
      q({ order_no: SEEDED_ORDER, reason: 1 }),
    );
    expect(again.code).toBe(0);
  });

  it('refuses other states, unknown reasons and another user', async () => {
    const unpaid = await seeded(0);
    const toReceive = await seeded(2);
    for (const no of [unpaid.order_no, toReceive.order_no])
      expect(
        (await h.call('get', '/api/account/order/apply_cancel_order', q({ order_no: no, reason: 1 }))).code,
      ).toBe(0);
    expect(
      (await h.call('get', '/api/account/order/apply_cancel_order', q({ order_no: SEEDED_ORDER, reason: 9 })))
        .msg,
    ).toBe('请选择退款原因');
    expect(
      (
        await h.call(
          'get',
          '/api/account/order/apply_cancel_order',
          q({ token: token2, order_no: SEEDED_ORDER, reason: 1 }),
        )
      ).code,
    ).toBe(0);
  });
});

describe('thaw_enjoy_first_order_post', () => {
  it('GET shows the frozen funds of a deferred order; not for other payments', async () => {
    const deferred = await seeded(1, { payment_id: 11 });
    const info = (
      await h.ok('get', '/api/account/order/thaw_enjoy_first_order_post', q({ order_no: deferred.order_no }))
    ).data;
    expect(info).toMatchObject({
      order_no: deferred.order_no,
      freeze_amount: deferred.total_amount,
      trial_days: 7,
    });
    expect(
      await h.call('get', '/api/account/order/thaw_enjoy_first_order_post', q({ order_no: SEEDED_ORDER })),
    ).toEqual({ code: 0, msg: '该订单不是先用后付订单', data: null });
  });

  it('keeps the seeded deferred order within its trial, however long after the fixtures the mock seeds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(FIXTURE_NOW.getTime() + 90 * 86_400_000));
      const later = createHarness();
      const list = okBody(await later.call('get', '/api/account/order/list', q({ state: 1 }))).data;
      const deferred = list.find((o) => o.payment_id === 11);
      expect(deferred).toBeDefined();
      const info = (
        await later.ok(
          'get',
          '/api/account/order/thaw_enjoy_first_order_post',
          q({ order_no: deferred?.order_no }),
        )
      ).data;
      expect(info).toMatchObject({ thaw_status: 0, can_refund: 1 });
      const res = await later.call('post', '/api/account/order/thaw_enjoy_first_order_post', {
        form: { token: DEV_TOKEN, order_no: deferred?.order_no, reason: 1 },
      });
      expect(res).toMatchObject({ code: 1, msg: '退款成功' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('POST thaws a fresh deferred order within its trial', async () => {
    const [phone] = phonesOnSale(h, 1);
    const placed = okBody(
      await submitOrder(h, { payment_id: 11, items: [{ product_id: phone, product_type: 1 }] }),
    ).data;
    expect(placed.pay_info).toMatchObject({
      payment_id: 11,
      payment_name: '支付宝先用后付',
      next: 'alipay_form',
    });
    // Not authorised yet: nothing frozen.
    expect(
      (
        await h.call(
          'get',
          '/api/account/order/thaw_enjoy_first_order_post',
          q({ order_no: placed.order_no }),
        )
      ).code,
    ).toBe(0);
    h.db.orders.advance(placed.order_no, 'paid');
    const before = (
      await h.ok('get', '/api/account/order/thaw_enjoy_first_order_post', q({ order_no: placed.order_no }))
    ).data;
    expect(before).toMatchObject({ thaw_status: 0, can_refund: 1, thaw_amount: '0.00' });
    const res = await h.call('post', '/api/account/order/thaw_enjoy_first_order_post', {
      form: { token: DEV_TOKEN, order_no: placed.order_no, reason: 2 },
    });
    expect(res).toEqual({
      code: 1,
      msg: '退款成功',
      data: {
        order_no: placed.order_no,
        refund_amount: placed.total_amount,
        order_status: 1,
        aftersale_status: 1,
        tip: '冻结金额将在 3-7 个工作日内解冻，原路退回您的支付宝账户',
      },
    });
    const after = (
      await h.ok('get', '/api/account/order/thaw_enjoy_first_order_post', q({ order_no: placed.order_no }))
    ).data;
    expect(after).toMatchObject({ thaw_status: 1, can_refund: 0 });
    const twice = await h.call('post', '/api/account/order/thaw_enjoy_first_order_post', {
      form: { token: DEV_TOKEN, order_no: placed.order_no, reason: 1 },
    });
    expect(twice.code).toBe(0);
  });

  it('POST refuses an order not paid by deferred payment', async () => {
    const res = await h.call('post', '/api/account/order/thaw_enjoy_first_order_post', {
      form: { token: DEV_TOKEN, order_no: SEEDED_ORDER, reason: 1 },
    });
    expect(res.code).toBe(0);
    expect(h.db.orders.order(SEEDED_ORDER)?.status).toBe(1);
  });
});

describe('order_express_track', () => {
  it('shows the SF track of a shipped order, newest first', async () => {
    const toReceive = await seeded(2);
    const data = (
      await h.ok('get', '/api/account/order/order_express_track', q({ order_no: toReceive.order_no }))
    ).data;
    expect(data).toMatchObject({ express_name: '顺丰速运', express_img: '/mock-assets/express/sf.png' });
    expect(data.express_no).toMatch(/^SF\d{13}$/);
    expect(data.track_data.length).toBeGreaterThanOrEqual(5);
    expect(data.track_data.at(-1)?.info).toContain('已收取快件');
    const times = data.track_data.map((t) => t.datetime);
    expect([...times].sort().reverse()).toEqual(times);
    const detail = (await h.ok('get', '/api/account/order/order_detail', q({ order_no: toReceive.order_no })))
      .data;
    expect(detail.order_info).toMatchObject({ express_name: '顺丰速运', express_no: data.express_no });
  });

  it('a completed order ends signed for; an order not shipped answers code 0', async () => {
    const done = (await seededList(4))[0];
    const data = (await h.ok('get', '/api/account/order/order_express_track', q({ order_no: done.order_no })))
      .data;
    expect(data.track_data[0].info).toContain('签收');
    expect(
      await h.call('get', '/api/account/order/order_express_track', q({ order_no: SEEDED_ORDER })),
    ).toEqual({
      code: 0,
      msg: '订单尚未发货，暂无物流信息',
      data: null,
    });
  });
});

describe('payment hand-offs', () => {
  it('get_alipay_info gives the gateway form of an unpaid alipay order', async () => {
    const unpaid = await seeded(0);
    const form = (
      await h.ok('get', '/api/account/order/get_alipay_info', {
        ...q({ order_no: unpaid.order_no }),
        headers: { origin: 'http://localhost:5173' },
      })
    ).data;
    expect(form).toMatchObject({
      // The simulated cashier on the shop's own origin (gateways.ts).
      action: 'http://localhost:5173/__mock/gateway/alipay',
      method: 'POST',
    });
    expect(form.fields.return_url).toBe(`http://localhost:5173/user/order/detail/${unpaid.order_no}`);
    expect(JSON.parse(form.fields.biz_content)).toMatchObject({
      out_trade_no: unpaid.order_no,
      total_amount: unpaid.total_amount,
    });
    expect(await h.call('get', '/api/account/order/get_alipay_info', q({ order_no: SEEDED_ORDER }))).toEqual({
      code: 0,
      msg: '订单已支付或已关闭，请刷新',
      data: null,
    });
  });

  it('weixin: pay code then JSAPI params for an unpaid weixin order only', async () => {
    const placed = okBody(
      await submitOrder(h, { payment_id: 6, items: [{ product_id: 10002, product_type: 1 }] }),
    ).data;
    const redirect = `https://m.example.com/payment?order_no=${placed.order_no}`;
    const code = await h.ok('post', '/api/account/order/get_weixin_pay_code', {
      form: { token: DEV_TOKEN, order_no: placed.order_no, redirect_uri: redirect },
    });
    expect(code.data.oauthurl).toContain(`redirect_uri=${encodeURIComponent(redirect)}`);
    // The simulated OAuth page on the shop's own origin (gateways.ts).
    expect(code.data.oauthurl).toMatch(
      /^https:\/\/m\.example\.com\/__mock\/gateway\/weixin-oauth\?.*#wechat_redirect$/,
    );
    const params = (
      await h.ok(
        'get',
        '/api/account/order/get_weixin_h5_info',
        q({ order_no: placed.order_no, code: 'abc' }),
      )
    ).data;
    expect(params.appId).toBe('wx8888888888888888');
    expect(params.package).toMatch(/^prepay_id=wx\w+$/);
    // An alipay order cannot be paid by weixin, nor an alipay order by weixin.
    const unpaid = await seeded(0, { payment_id: 2 });
    expect(
      (await h.call('get', '/api/account/order/get_weixin_h5_info', q({ order_no: unpaid.order_no }))).code,
    ).toBe(0);
    expect(
      (await h.call('get', '/api/account/order/get_alipay_info', q({ order_no: placed.order_no }))).code,
    ).toBe(0);
    h.db.orders.advance(placed.order_no, 'paid');
    expect(
      (await h.call('get', '/api/account/order/get_weixin_h5_info', q({ order_no: placed.order_no }))).code,
    ).toBe(0);
    expect(
      (
        await h.call('post', '/api/account/order/get_weixin_pay_code', {
          form: { token: DEV_TOKEN, order_no: placed.order_no, redirect_uri: redirect },
        })
      ).code,
    ).toBe(0);
  });
});

describe('advance and markReviewed (OrdersApi)', () => {
  it('moves an order on step by step and refuses steps that do not fit', async () => {
    const unpaid = (await seeded(0)).order_no;
    expect(() => h.db.orders.advance(unpaid, 'shipped')).toThrow(/awaiting shipment/);
    expect(h.db.orders.advance(unpaid, 'paid')).toMatchObject({ orderNo: unpaid, status: 1 });
    expect(() => h.db.orders.advance(unpaid, 'paid')).toThrow(/awaiting payment/);
    expect(h.db.orders.advance(unpaid, 'shipped').status).toBe(2);
    expect(h.db.orders.advance(unpaid, 'completed').status).toBe(4);
    expect(() => h.db.orders.advance('SJ209901010000000000', 'paid')).toThrow(/no order/);
  });

  it('does not ship an order with a refund in progress', async () => {
    await h.call('get', '/api/account/order/apply_cancel_order', q({ order_no: SEEDED_ORDER, reason: 1 }));
    expect(() => h.db.orders.advance(SEEDED_ORDER, 'shipped')).toThrow(/after-sales/);
  });

  it('markReviewed turns a completed order into reviewed, once', async () => {
    const done = (await seededList(4))[0].order_no;
    h.db.orders.markReviewed(done);
    expect(h.db.orders.order(done)?.status).toBe(5);
    h.db.orders.markReviewed(done);
    expect(h.db.orders.order(done)?.status).toBe(5);
    expect(() => h.db.orders.markReviewed(SEEDED_ORDER)).toThrow(/completed/);
    expect(
      (await h.ok('get', '/api/account/order/all_order_count', q())).data.order_status_finish_count,
    ).toBe(1);
  });

  it('order() describes the products for the reviews area', async () => {
    expect(h.db.orders.order(SEEDED_ORDER)).toMatchObject({
      orderNo: SEEDED_ORDER,
      userId: 10001,
      status: 1,
      products: [
        expect.objectContaining({ productId: expect.any(Number), name: expect.any(String) }),
        expect.anything(),
      ],
    });
  });
});
