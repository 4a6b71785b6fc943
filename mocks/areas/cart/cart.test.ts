// Cart operations through the harness (every response checked against the contract).
import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';

const DEVICE = '0c8e4f1a2b3d4c5e6f708192a3b4c5d6';
const OTHER_DEVICE = 'ffffffffffffffffffffffffffffffff';
const USER = 10001;

let h: Harness;
/** The logged-in user's owner fields: its user_id with its own token. */
let me: { user_id: number; token: string };
beforeEach(async () => {
  h = createHarness();
  me = { user_id: USER, token: await h.login() };
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
    expect((await addPhone(me, 10001)).code).toBe(1);
    expect(await addPhone(me, 10001)).toMatchObject({ code: 0, msg: '商品已在购物车' });
    const sold = phoneWhere((p) => p.sold);
    const offSale = phoneWhere((p) => !p.onSale && !p.sold);
    expect(await addPhone(me, sold)).toMatchObject({ code: 0, msg: '商品已售出' });
    expect(await addPhone(me, offSale)).toMatchObject({ code: 0, msg: '商品已下架' });
    expect(await add({ ...me, pro_type: 1, pro_value: 19999, pro_num: 1, price: '1.00' })).toMatchObject({
      code: 0,
      msg: '商品不存在',
    });
    expect(await add({ ...me, pro_type: 1, pro_value: 10002, pro_num: 1, price: '2000.00' })).toMatchObject({
      code: 0,
      msg: '商品价格已变动，请刷新后重试',
    });
    expect(await addPhone(me, 10002, '3,999')).toMatchObject({
      code: 0,
      msg: '所选服务不存在',
    });
    const res = await list(me);
    expect(res.data.active.map((i) => i.shopcart_value)).toEqual([10001]);
  });

  it('a phone quantity is always 1', async () => {
    await add({ ...me, pro_type: 1, pro_value: 10002, pro_num: 3, price: '2699.00' });
    expect((await list(me)).data.active[0].shopcart_pro_num).toBe(1);
  });

  it('adds part quantities up to the stock', async () => {
    const sku = skuInStock(5);
    const storage = h.db.catalogue.partSku(sku)!.storage;
    expect((await addPart(me, sku, 2)).code).toBe(1);
    expect((await addPart(me, sku, 3)).code).toBe(1);
    const [line] = (await list(me)).data.active;
    expect(line).toMatchObject({
      shopcart_value: sku,
      shopcart_type: 2,
      shopcart_pro_num: 5,
      product_id: 0,
      serve_total_amount: '0.00',
      rs_serve_info: [],
      shopcart_peijian_guige_str: h.db.catalogue.partSku(sku)!.specText,
    });
    expect(await addPart(me, sku, storage - 4)).toMatchObject({ code: 0, msg: '库存不足' });
    expect((await list(me)).data.active[0].shopcart_pro_num).toBe(5);
  });

  it('refuses a part with no stock, a bad type and a missing owner', async () => {
    const empty = skuInStock(1);
    h.db.catalogue.takeStock(empty, h.db.catalogue.partSku(empty)!.storage);
    expect(await addPart(me, empty, 1)).toMatchObject({ code: 0, msg: '商品已售罄' });
    expect(await add({ ...me, pro_type: 3, pro_value: 10001, pro_num: 1, price: '1.00' })).toMatchObject({
      code: 0,
    });
    expect(await addPhone({}, 10001)).toMatchObject({ code: 0 });
    expect(await addPhone({ driver_id: 'not-a-device' }, 10001)).toMatchObject({ code: 0 });
  });

  it('loses no line when 50 clients add at once', async () => {
    const ids = phonesOnSale(50);
    const results = await Promise.all(ids.map((id) => addPhone(me, id, '3')));
    expect(results.every((r) => r.code === 1)).toBe(true);
    const res = await list({ ...me, limit: 50 });
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
    for (const id of ids) await addPhone(me, id);
    const first = await list(me);
    expect(first.data.active.map((i) => i.shopcart_value)).toEqual([...ids].reverse().slice(0, 10));
    const second = await list({ ...me, page: 2 });
    expect(second.data.active.map((i) => i.shopcart_value)).toEqual([ids[1], ids[0]]);
    expect((await list({ ...me, page: 3 })).data).toEqual({ active: [], disactive: [] });
    expect((await list({ ...me, limit: 5 })).data.active).toHaveLength(5);
  });

  it('moves a phone sold meanwhile and an out-of-stock part to disactive', async () => {
    const sku = skuInStock(2);
    await addPhone(me, 10002);
    await addPhone(me, 10001);
    await addPart(me, sku, 1);
    h.db.catalogue.markSold(10002);
    h.db.catalogue.takeStock(sku, h.db.catalogue.partSku(sku)!.storage);
    const res = await list(me);
    expect(res.data.active.map((i) => i.shopcart_value)).toEqual([10001]);
    expect(res.data.disactive.map((i) => [i.shopcart_value, i.isselect])).toEqual([
      [sku, 0],
      [10002, 0],
    ]);
  });

  it('keeps users and devices apart', async () => {
    await addPhone(me, 10001);
    await addPhone({ driver_id: OTHER_DEVICE }, 10002);
    const other = { user_id: 10002, token: await h.login('13900139000') };
    expect((await list(other)).data.active).toEqual([]);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
    expect((await list({ driver_id: OTHER_DEVICE })).data.active.map((i) => i.product_id)).toEqual([10002]);
  });

  it('merges the device cart into the user cart when both are sent, then clears the device cart', async () => {
    const sku = skuInStock(5);
    await addPhone({ driver_id: DEVICE }, 10002, '3');
    await addPart({ driver_id: DEVICE }, sku, 2);
    await addPhone(me, 10001);
    await addPart(me, sku, 1);
    const merged = await list({ ...me, driver_id: DEVICE });
    expect(merged.data.active.map((i) => [i.shopcart_value, i.shopcart_pro_num])).toEqual([
      [10002, 1], // moved in: newest
      [sku, 3], // quantities added up
      [10001, 1],
    ]);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
    // Listing again merges nothing twice.
    expect((await list({ ...me, driver_id: DEVICE })).data.active).toHaveLength(3);
  });
});

describe('delete_from_selected_multi', () => {
  it('deletes several lines and says 删除成功; lines no longer there answer code 0', async () => {
    const sku = skuInStock(2);
    await addPhone(me, 10001);
    await addPhone(me, 10002);
    await addPart(me, sku, 1);
    expect(await del({ ...me, shopcart_value_str: `10001,${sku}` })).toEqual({
      code: 1,
      msg: '删除成功',
      data: null,
    });
    expect((await list(me)).data.active.map((i) => i.shopcart_value)).toEqual([10002]);
    expect(await del({ ...me, shopcart_value_str: '10001' })).toEqual({
      code: 0,
      msg: '购物车中没有该商品',
      data: null,
    });
  });

  it('deletes from the guest cart by device id and refuses an empty list', async () => {
    await addPhone({ driver_id: DEVICE }, 10001);
    expect((await del({ driver_id: OTHER_DEVICE, shopcart_value_str: '10001' })).code).toBe(0);
    expect((await del({ driver_id: DEVICE, shopcart_value_str: '10001' })).code).toBe(1);
    // An empty list breaks the contract's minLength: refused before the handler, as a gateway would.
    const empty = await h.send('post', '/api/shopcart/delete_from_selected_multi', {
      form: { driver_id: DEVICE, shopcart_value_str: '' },
    });
    expect(empty.status).toBe(422);
    expect((await list({ driver_id: DEVICE })).data.active).toEqual([]);
  });
});

describe("user_id needs its own token: another user's cart is neither readable nor changeable", () => {
  const OTHER_USER = 10002;
  /** The other user's cart holds one phone, put there with its own token. */
  async function otherUsersCart(): Promise<{ phone: number; token: string }> {
    const token = await h.login('13900139000');
    const [phone] = phonesOnSale(1);
    expect((await addPhone({ user_id: OTHER_USER, token }, phone!)).code).toBe(1);
    return { phone: phone!, token };
  }
  const listRaw = (query: Form) =>
    h.call('get', '/api/shopcart/get_shop_cart_list', { query: { p: 'h5', ...query } });

  it('refuses a user_id sent without a token with code -1 on all three calls, and changes nothing', async () => {
    const { phone, token } = await otherUsersCart();
    const refused = { code: -1, msg: '请先登录，再查看或修改该用户的购物车', data: null };
    expect(await listRaw({ user_id: OTHER_USER })).toEqual(refused);
    expect(await addPhone({ user_id: OTHER_USER }, phonesOnSale(1, phone + 1)[0]!)).toEqual(refused);
    expect(await del({ user_id: OTHER_USER, shopcart_value_str: String(phone) })).toEqual(refused);
    const own = await list({ user_id: OTHER_USER, token });
    expect(own.data.active.map((l) => l.product_id)).toEqual([phone]);
  });

  it("refuses with code -1 a user_id that is not the token's user, on all three calls", async () => {
    const { phone, token } = await otherUsersCart();
    const refused = { code: -1, msg: '登录信息与用户不符，请重新登录', data: null };
    expect(await listRaw({ user_id: OTHER_USER, token: me.token })).toEqual(refused);
    expect(await addPhone({ user_id: OTHER_USER, token: me.token }, phonesOnSale(1, phone + 1)[0]!)).toEqual(
      refused,
    );
    expect(await del({ user_id: OTHER_USER, token: me.token, shopcart_value_str: String(phone) })).toEqual(
      refused,
    );
    const own = await list({ user_id: OTHER_USER, token });
    expect(own.data.active.map((l) => l.product_id)).toEqual([phone]);
  });

  it('accepts the token with its own user_id, and refuses a stale token', async () => {
    const [phone] = phonesOnSale(1);
    expect((await addPhone(me, phone!)).code).toBe(1);
    expect(await addPhone({ ...me, token: 'f'.repeat(32) }, phone!)).toEqual({
      code: -1,
      msg: '登录已过期，请重新登录',
      data: null,
    });
  });

  it('serves a guest by driver_id alone, with no token', async () => {
    expect((await addPhone({ driver_id: DEVICE }, 10001)).code).toBe(1);
    expect((await list({ driver_id: DEVICE })).data.active.map((l) => l.product_id)).toEqual([10001]);
  });
});
