// Cart operations through the harness (every response checked against the contract).
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';

const DEVICE = '0c8e4f1a2b3d4c5e6f708192a3b4c5d6';
const OTHER_DEVICE = 'ffffffffffffffffffffffffffffffff';
const USER = 10001;

let h: Harness;
beforeEach(() => {
  h = createHarness();
});

type Form = Record<string, string | number | undefined>;
const add = (form: Form) =>
  h.call('post', '/api/shopcart/add_shop_cart', { form: { p: 'h5', v: '4.9.0', ...form } });
const list = (query: Form) =>
  h.ok('get', '/api/shopcart/get_shop_cart_list', { query: { p: 'h5', ...query } });
const del = (form: Form) => h.call('post', '/api/shopcart/delete_from_selected_multi', { form });

/** Phone ids on sale (neither sold nor off sale), from the catalogue. */
function phonesOnSale(count: number, from = 10003): number[] {
  const ids: number[] = [];
  for (let id = from; ids.length < count && id < 10400; id++) {
    const p = h.db.catalogue.phone(id);
    if (p && !p.sold && p.onSale) ids.push(id);
  }
  return ids;
}
function phoneWhere(test: (p: { sold: boolean; onSale: boolean }) => boolean): number {
  for (let id = 10001; id < 10400; id++) {
    const p = h.db.catalogue.phone(id);
    if (p && test(p)) return id;
  }
  throw new Error('no such phone in the catalogue');
}
const priceOf = (id: number) => h.db.catalogue.phone(id)!.price;
const skuPrice = (id: number) => h.db.catalogue.partSku(id)!.price;

/** A part sku in stock with a well-formed price. */
function skuInStock(min = 5): number {
  for (let id = 21001; id < 21300; id++) {
    const s = h.db.catalogue.partSku(id);
    if (s && s.storage >= min && /^\d+\.\d{2}$/.test(s.price)) return id;
  }
  throw new Error('no sku in stock');
}

const addPhone = (owner: Form, id: number, services?: string) =>
  add({ ...owner, pro_type: 1, pro_value: id, pro_num: 1, price: priceOf(id), services_id: services });
const addPart = (owner: Form, sku: number, num: number) =>
  add({ ...owner, pro_type: 2, pro_value: sku, pro_num: num, price: skuPrice(sku) });

describe('add_shop_cart', () => {
  it('adds a phone with its services for a guest device and lists it as checkout-ready', async () => {
    expect(await addPhone({ driver_id: DEVICE }, 10001, '3,1')).toEqual({
      code: 1,
      msg: '加入成功',
      data: null,
    });
    const res = await list({ driver_id: DEVICE });
    expect(res.data.disactive).toEqual([]);
    expect(res.data.active).toEqual([
      {
        shopcart_value: 10001,
        shopcart_type: 1,
        shopcart_price: '3299.00',
        shopcart_pro_num: 1,
        serve_total_amount: '99.00',
        product_id: 10001,
        product_name: '苹果 iPhone 13 128G 午夜色 国行 99新',
        main_pic: '/mock-assets/phones/iphone-13.jpg',
        rs_serve_info: [
          { server_id: 3, server_name2: '整机清洁', server_price: '0.00' },
          { server_id: 1, server_name2: '碎屏保障一年', server_price: '99.00' },
        ],
        shopcart_banben_string: '国行',
        shopcart_netword_string: '移动5G,联通5G,电信5G',
        shopcart_peijian_guige_str: '',
        isselect: 1,
      },
    ]);
  });

  it('keeps one line per phone and refuses sold, off-sale, unknown and mispriced phones', async () => {
    expect((await addPhone({ user_id: USER }, 10001)).code).toBe(1);
    expect(await addPhone({ user_id: USER }, 10001)).toMatchObject({ code: 0, msg: '商品已在购物车' });
    const sold = phoneWhere((p) => p.sold);
    const offSale = phoneWhere((p) => !p.onSale && !p.sold);
    expect(await addPhone({ user_id: USER }, sold)).toMatchObject({ code: 0, msg: '商品已售出' });
    expect(await addPhone({ user_id: USER }, offSale)).toMatchObject({ code: 0, msg: '商品已下架' });
    expect(
      await add({ user_id: USER, pro_type: 1, pro_value: 19999, pro_num: 1, price: '1.00' }),
    ).toMatchObject({ code: 0, msg: '商品不存在' });
    expect(
      await add({ user_id: USER, pro_type: 1, pro_value: 10002, pro_num: 1, price: '2000.00' }),
    ).toMatchObject({ code: 0, msg: '商品价格已变动，请刷新后重试' });
    expect(await addPhone({ user_id: USER }, 10002, '3,999')).toMatchObject({
      code: 0,
      msg: '所选服务不存在',
    });
    const res = await list({ user_id: USER });
    expect(res.data.active.map((i) => i.shopcart_value)).toEqual([10001]);
  });

  it('a phone quantity is always 1', async () => {
    await add({ user_id: USER, pro_type: 1, pro_value: 10002, pro_num: 3, price: '2699.00' });
    expect((await list({ user_id: USER })).data.active[0].shopcart_pro_num).toBe(1);
  });

  it('adds part quantities up to the stock', async () => {
    const sku = skuInStock(5);
    const storage = h.db.catalogue.partSku(sku)!.storage;
    expect((await addPart({ user_id: USER }, sku, 2)).code).toBe(1);
    expect((await addPart({ user_id: USER }, sku, 3)).code).toBe(1);
    const [line] = (await list({ user_id: USER })).data.active;
    expect(line).toMatchObject({
      shopcart_value: sku,
      shopcart_type: 2,
      shopcart_pro_num: 5,
      product_id: 0,
      serve_total_amount: '0.00',
      rs_serve_info: [],
      shopcart_peijian_guige_str: h.db.catalogue.partSku(sku)!.specText,
    });
    expect(await addPart({ user_id: USER }, sku, storage - 4)).toMatchObject({ code: 0, msg: '库存不足' });
    expect((await list({ user_id: USER })).data.active[0].shopcart_pro_num).toBe(5);
  });

  it('refuses a part with no stock, a bad type and a missing owner', async () => {
    const empty = skuInStock(1);
    h.db.catalogue.takeStock(empty, h.db.catalogue.partSku(empty)!.storage);
    expect(await addPart({ user_id: USER }, empty, 1)).toMatchObject({ code: 0, msg: '商品已售罄' });
    expect(
      await add({ user_id: USER, pro_type: 3, pro_value: 10001, pro_num: 1, price: '1.00' }),
    ).toMatchObject({
      code: 0,
    });
    expect(await addPhone({}, 10001)).toMatchObject({ code: 0 });
    expect(await addPhone({ driver_id: 'not-a-device' }, 10001)).toMatchObject({ code: 0 });
  });

  it('a user_id that names no user falls back to the device cart', async () => {
    await addPhone({ user_id: 99999, driver_id: DEVICE }, 10001);
    expect((await list({ driver_id: DEVICE })).data.active).toHaveLength(1);
  });

  it('loses no line when 50 clients add at once', async () => {
    const ids = phonesOnSale(50);
    const results = await Promise.all(ids.map((id) => addPhone({ user_id: USER }, id, '3')));
    expect(results.every((r) => r.code === 1)).toBe(true);
    const res = await list({ user_id: USER, limit: 50 });
    expect(res.data.active.map((i) => i.shopcart_value).sort()).toEqual([...ids].sort());
  });

  it('counts every unit when 50 clients add the same part at once', async () => {
    const sku = skuInStock(50);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => addPart({ driver_id: DEVICE }, sku, 1)),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(50);
    expect((await list({ driver_id: DEVICE })).data.active[0].shopcart_pro_num).toBe(50);
  });
});

describe('get_shop_cart_list', () => {
  it('is empty (code 1, two empty arrays) for a new owner or without any owner', async () => {
    expect((await list({ driver_id: OTHER_DEVICE })).data).toEqual({ active: [], disactive: [] });
    expect((await list({})).data).toEqual({ active: [], disactive: [] });
  });

  it('pages 10 lines by default, newest first, and honours limit', async () => {
    const ids = phonesOnSale(12);
    for (const id of ids) await addPhone({ user_id: USER }, id);
    const first = await list({ user_id: USER });
    expect(first.data.active.map((i) => i.shopcart_value)).toEqual([...ids].reverse().slice(0, 10));
    const second = await list({ user_id: USER, page: 2 });
    expect(second.data.active.map((i) => i.shopcart_value)).toEqual([ids[1], ids[0]]);
    expect((await list({ user_id: USER, page: 3 })).data).toEqual({ active: [], disactive: [] });
    expect((await list({ user_id: USER, limit: 5 })).data.active).toHaveLength(5);
  });

  it('moves a phone sold meanwhile and an out-of-stock part to disactive', async () => {
    const sku = skuInStock(2);
    await addPhone({ user_id: USER }, 10002);
    await addPhone({ user_id: USER }, 10001);
    await addPart({ user_id: USER }, sku, 1);
    h.db.catalogue.markSold(10002);
    h.db.catalogue.takeStock(sku, h.db.catalogue.partSku(sku)!.storage);
    const res = await list({ user_id: USER });
    expect(res.data.active.map((i) => i.shopcart_value)).toEqual([10001]);
    expect(res.data.disactive.map((i) => [i.shopcart_value, i.isselect])).toEqual([
      [sku, 0],
      [10002, 0],
    ]);
  });

  it('keeps users and devices apart', async () => {
    await addPhone({ user_id: USER }, 10001);
    await addPhone({ driver_id: OTHER_DEVICE }, 10002);
    expect((await list({ user_id: 10002 })).data.active).toEqual([]);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
    expect((await list({ driver_id: OTHER_DEVICE })).data.active.map((i) => i.product_id)).toEqual([10002]);
  });

  it('merges the device cart into the user cart when both are sent, then clears the device cart', async () => {
    const sku = skuInStock(5);
    await addPhone({ driver_id: DEVICE }, 10002, '3');
    await addPart({ driver_id: DEVICE }, sku, 2);
    await addPhone({ user_id: USER }, 10001);
    await addPart({ user_id: USER }, sku, 1);
    const merged = await list({ user_id: USER, driver_id: DEVICE });
    expect(merged.data.active.map((i) => [i.shopcart_value, i.shopcart_pro_num])).toEqual([
      [10002, 1], // moved in: newest
      [sku, 3], // quantities added up
      [10001, 1],
    ]);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
    // Listing again merges nothing twice.
    expect((await list({ user_id: USER, driver_id: DEVICE })).data.active).toHaveLength(3);
  });
});

describe('delete_from_selected_multi', () => {
  it('deletes several lines and says 删除成功; lines no longer there answer code 0', async () => {
    const sku = skuInStock(2);
    await addPhone({ user_id: USER }, 10001);
    await addPhone({ user_id: USER }, 10002);
    await addPart({ user_id: USER }, sku, 1);
    expect(await del({ user_id: USER, shopcart_value_str: `10001,${sku}` })).toEqual({
      code: 1,
      msg: '删除成功',
      data: null,
    });
    expect((await list({ user_id: USER })).data.active.map((i) => i.shopcart_value)).toEqual([10002]);
    expect(await del({ user_id: USER, shopcart_value_str: '10001' })).toEqual({
      code: 0,
      msg: '购物车中没有该商品',
      data: null,
    });
  });

  it('deletes from the guest cart by device id and refuses an empty list', async () => {
    await addPhone({ driver_id: DEVICE }, 10001);
    expect((await del({ driver_id: OTHER_DEVICE, shopcart_value_str: '10001' })).code).toBe(0);
    expect((await del({ driver_id: DEVICE, shopcart_value_str: '10001' })).code).toBe(1);
    expect((await del({ driver_id: DEVICE, shopcart_value_str: '' })).code).toBe(0);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
  });
});

describe('user_id and token (the backend trusts user_id; a sent token must be its user)', () => {
  const OTHER_USER = 10002;
  it('serves any user_id without a token, as the backend does', async () => {
    const [phone] = phonesOnSale(1);
    expect((await addPhone({ user_id: OTHER_USER }, phone!)).code).toBe(1);
    const page = await list({ user_id: OTHER_USER });
    expect(page.data.active.map((l) => l.product_id)).toContain(phone);
  });

  it("refuses with code -1 a user_id that is not the token's user, on all three calls", async () => {
    const token = await h.login();
    const [phone] = phonesOnSale(1);
    expect(await addPhone({ user_id: OTHER_USER, token }, phone!)).toEqual({
      code: -1,
      msg: '登录已过期，请重新登录',
      data: null,
    });
    const listed = await h.call('get', '/api/shopcart/get_shop_cart_list', {
      query: { p: 'h5', user_id: OTHER_USER, token },
    });
    expect(listed.code).toBe(-1);
    expect((await del({ user_id: OTHER_USER, token, shopcart_value_str: '1' })).code).toBe(-1);
    expect((await list({ user_id: OTHER_USER })).data.active).toEqual([]);
  });

  it('accepts the token with its own user_id, and refuses a stale token', async () => {
    const token = await h.login();
    const [phone] = phonesOnSale(1);
    expect((await addPhone({ user_id: USER, token }, phone!)).code).toBe(1);
    expect((await addPhone({ user_id: USER, token: 'f'.repeat(32) }, phone!)).code).toBe(-1);
  });
});
