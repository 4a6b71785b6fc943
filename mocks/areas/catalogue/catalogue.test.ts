import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { toFen } from '../../core/money';
import { OFF_SALE_IDS, PHONE_COUNT, SOLD_IDS } from './fixtures';
import { PAGE_SIZE } from './handlers';
import { createCatalogueStore } from './store';

const prices = (cards: { price: string }[]) => cards.map((c) => toFen(c.price));
const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);

/** Every page of a search until the empty page that ends it. */
async function allPages(h: Harness, query: Record<string, string | number>) {
  const ids: number[] = [];
  for (let pageNo = 1; pageNo < 100; pageNo++) {
    const res = await h.ok('get', '/api/product/new_search_list', { query: { ...query, page: pageNo } });
    if (res.data.length === 0) return { ids, pages: pageNo - 1 };
    expect(res.data.length).toBeLessThanOrEqual(PAGE_SIZE.search);
    ids.push(...res.data.map((p) => p.product_id));
  }
  throw new Error('the search never ended');
}

describe('catalogue store', () => {
  it('should build identical fixtures every time', () => {
    const a = createCatalogueStore();
    const b = createCatalogueStore();
    expect(a.allPhones()).toEqual(b.allPhones());
    expect(a.allParts()).toEqual(b.allParts());
    expect(a.content).toEqual(b.content);
    expect(a.allPhones()).toHaveLength(PHONE_COUNT);
  });

  it('should give other areas phones and part SKUs, and keep stock', () => {
    const s = createCatalogueStore();
    expect(s.phone(10001)).toMatchObject({
      productId: 10001,
      name: '苹果 iPhone 13 128G 午夜色 国行 99新',
      price: '3299.00',
      banben: '国行',
      network: '移动5G,联通5G,电信5G',
      sold: false,
      onSale: true,
    });
    expect(s.phone(10001)?.services[0]).toMatchObject({
      id: 3,
      server_name2: '整机清洁',
      server_price: '0.00',
    });
    expect(s.phone(SOLD_IDS[0])?.sold).toBe(true);
    expect(s.phone(OFF_SALE_IDS[0])?.onSale).toBe(false);
    expect(s.phone(99999)).toBeUndefined();

    expect(s.partSku(21001)).toEqual({
      skuId: 21001,
      productId: 20001,
      name: '苹果原装 20W USB-C 电源适配器',
      price: '149.00',
      pic: '/mock-assets/parts/charger-20w.jpg',
      specText: '白色 单充电头',
      storage: 50,
    });
    expect(s.partSku(21002)?.price).toBe('199.00');
    expect(s.takeStock(21004, 11)).toBe(false);
    expect(s.takeStock(21004, 10)).toBe(true);
    expect(s.partSku(21004)?.storage).toBe(0);
    s.returnStock(21004, 3);
    expect(s.partSku(21004)?.storage).toBe(3);
    expect(s.takeStock(99999, 1)).toBe(false);
  });
});

describe('catalogue home and taxonomy', () => {
  it('should page the home recommendations without repeats and end with an empty list', async () => {
    const h = createHarness();
    const first = await h.ok('get', '/api/home/app_home_v3', {
      query: { recommend_page: 1, activity_page: 1 },
    });
    expect(first.sk).toMatch(/^rec-/);
    expect(first.data.bannerList.length).toBeGreaterThan(0);
    expect(first.data.activity_banber_list).toHaveLength(PAGE_SIZE.activityBanner);
    expect(first.data.recommend_list.slice(0, 2).map((p) => p.product_id)).toEqual([10001, 10002]);
    const seen = new Set<number>();
    let pageNo = 1;
    for (; ; pageNo++) {
      const res = await h.ok('get', '/api/home/app_home_v3', { query: { recommend_page: pageNo } });
      if (res.data.recommend_list.length === 0) break;
      for (const p of res.data.recommend_list) {
        expect(seen.has(p.product_id)).toBe(false);
        expect(p.product_cell).toBe(0);
        seen.add(p.product_id);
      }
    }
    expect(pageNo).toBeGreaterThan(5);
    const activities = await h.ok('get', '/api/home/app_home_v3', { query: { activity_page: 2 } });
    expect(activities.data.activity_banber_list.length).toBeLessThan(PAGE_SIZE.activityBanner);
    expect(
      (await h.ok('get', '/api/home/app_home_v3', { query: { activity_page: 3 } })).data.activity_banber_list,
    ).toEqual([]);
  });

  it('should list the four nav categories', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/get_index_product_cate');
    expect(res.data).toEqual([
      { type_id: 1, type_name: '手机' },
      { type_id: 2, type_name: '安卓' },
      { type_id: 3, type_name: '平板' },
      { type_id: 888, type_name: '配件' },
    ]);
  });

  it('should give the category page more than five Android brands and part categories under 888', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/new_get_product_cate_h5');
    const android = res.data.find((t) => t.type_id === 2);
    expect(android?.brand_list?.length).toBeGreaterThan(5);
    expect(res.data.find((t) => t.type_id === 1)?.brand_list?.map((b) => b.brand_name)).toEqual(['苹果']);
    expect(res.data.find((t) => t.type_id === 888)?.brand_list?.map((b) => b.brand_name)).toEqual([
      '充电器',
      '数据线',
      '保护壳',
      '贴膜',
    ]);
  });

  it('should give the taxonomy tree with models and the Apple parts entry', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/new_get_product_cate_v1');
    const apple = res.data.cate_list.find((t) => t.type_id === 1)?.brand_list?.[0];
    expect(apple?.model_list?.[0]).toEqual({ model_id: 101, model_name: 'iPhone 13' });
    expect(apple?.model_list?.at(-1)).toEqual({ model_id: -16, model_name: '苹果配件', pcid: 1 });
    const huawei = res.data.cate_list.find((t) => t.type_id === 2)?.brand_list?.find((b) => b.brand_id === 2);
    expect(huawei?.model_list?.[0]).toEqual({ model_id: 201, model_name: 'Mate 40 Pro' });
    expect(res.data.part_cate_list).toHaveLength(4);
  });

  it('should page a category activity list by 8 with its total', async () => {
    const h = createHarness();
    const p1 = await h.ok('get', '/api/get_cate_activity_list', { query: { cate: 1, page: 1 } });
    expect(p1.data.list).toHaveLength(8);
    expect(p1.data.list[0].title).toBe('苹果专场');
    const p2 = await h.ok('get', '/api/get_cate_activity_list', { query: { cate: 1, page: 2 } });
    expect(p1.data.list.length + p2.data.list.length).toBe(p1.data.list_count);
    expect(p2.data.list.length).toBeLessThan(8);
    const none = await h.ok('get', '/api/get_cate_activity_list', { query: { cate: 77 } });
    expect(none.data).toEqual({ list: [], list_count: 0 });
    expect((await h.call('get', '/api/get_cate_activity_list', { query: {} })).code).toBe(0);
  });

  it('should page the review videos and end with an empty page', async () => {
    const h = createHarness();
    const ids: number[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const res = await h.ok('get', '/api/home/phone_video_api', { query: { page: pageNo } });
      if (res.data.length === 0) break;
      ids.push(...res.data.map((v) => v.video_id ?? 0));
    }
    expect(ids).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });

  it('should list the phones new today, newest first, only on-sale ones', async () => {
    const h = createHarness();
    const p1 = await h.ok('get', '/api/product/new_home_today_new_product_list', { query: { page: 1 } });
    expect(p1.data.product_list.slice(0, 3).map((p) => p.product_id)).toEqual([10003, 10005, 10007]);
    const p2 = await h.ok('get', '/api/product/new_home_today_new_product_list', { query: { page: 2 } });
    const p3 = await h.ok('get', '/api/product/new_home_today_new_product_list', { query: { page: 3 } });
    const expected = h.db.catalogue.allPhones().filter((p) => p.newToday && p.onSale && !p.sold).length;
    expect(expected).toBeGreaterThanOrEqual(15);
    expect(p1.data.product_list.length + p2.data.product_list.length).toBe(expected);
    expect(p3.data.product_list).toEqual([]);
    for (const p of [...p1.data.product_list, ...p2.data.product_list]) expect(p.status).toBe(1);
  });
});

describe('catalogue search', () => {
  it('should filter by type and brand and sort by price both ways', async () => {
    const h = createHarness();
    const asc = await h.ok('get', '/api/product/new_search_list', {
      query: { type_id: 2, brand_id: 2, price_sort: 'asc' },
    });
    expect(asc.is_recommend).toBe(0);
    expect(asc.sk).toMatch(/^search-/);
    expect(asc.data).toHaveLength(PAGE_SIZE.search);
    expect(asc.data.every((p) => p.product_name.startsWith('华为'))).toBe(true);
    expect(ascending(prices(asc.data))).toBe(true);
    const desc = await h.ok('get', '/api/product/new_search_list', {
      query: { type_id: 2, brand_id: 2, price_sort: 'desc' },
    });
    expect(descending(prices(desc.data))).toBe(true);
    expect(prices(desc.data)[0]).toBeGreaterThan(prices(asc.data)[0]);
    const page2 = await h.ok('get', '/api/product/new_search_list', {
      query: { type_id: 2, brand_id: 2, price_sort: 'asc', page: 2 },
    });
    expect(prices(page2.data)[0]).toBeGreaterThanOrEqual(prices(asc.data).at(-1) ?? 0);
  });

  it('should page without repeats, end with an empty page and match the count', async () => {
    const h = createHarness();
    const { ids, pages } = await allPages(h, { type_id: 1 });
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages).toBe(Math.ceil(ids.length / PAGE_SIZE.search));
    const count = await h.ok('get', '/api/product/seach_count', { query: { type_id: 1 } });
    expect(count.data.count).toBe(ids.length);
    // Sold and off-sale phones are not listed.
    for (const id of [...SOLD_IDS, ...OFF_SALE_IDS]) expect(ids).not.toContain(id);
    // Seeded orders of the orders area hold a few more phones, so count from the live store.
    const all = await allPages(h, {});
    const buyable = h.db.catalogue.allPhones().filter((p) => p.onSale && !p.sold);
    expect(all.ids.length).toBe(buyable.length);
    expect(buyable.length).toBeLessThanOrEqual(PHONE_COUNT - SOLD_IDS.length - OFF_SALE_IDS.length);
  });

  it('should apply price ranges, X-99999 as X and above, and ignore a range whose min is not below max', async () => {
    const h = createHarness();
    const ranged = await allPages(h, { price_v2: '1000-2000' });
    expect(ranged.ids.length).toBeGreaterThan(0);
    const rangedRes = await h.ok('get', '/api/product/new_search_list', {
      query: { price_v2: '1000-2000', price_sort: 'desc' },
    });
    expect(prices(rangedRes.data).every((p) => p >= 100000 && p <= 200000)).toBe(true);
    const above = await h.ok('get', '/api/product/new_search_list', {
      query: { price_v2: '5000-99999', price_sort: 'asc' },
    });
    expect(above.data.length).toBeGreaterThan(0);
    expect(prices(above.data).every((p) => p >= 500000)).toBe(true);
    const count = (price_v2: string) =>
      h.ok('get', '/api/product/seach_count', { query: { price_v2 } }).then((r) => r.data.count);
    expect(await count('3000-1000')).toBe(await count('0-99999'));
  });

  it('should require every prop_keyword pair to match, with the model first', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/new_search_list', {
      query: { type_id: 1, prop_keyword: '5:101;1:11;2:22' },
    });
    expect(res.data.length).toBeGreaterThan(0);
    for (const p of res.data) {
      expect(p.product_name).toMatch(/^苹果 iPhone 13 128G .* 99新$/);
    }
    const byModelId = await h.ok('get', '/api/product/seach_count', { query: { model_id: 101 } });
    const byProp = await h.ok('get', '/api/product/seach_count', { query: { prop_keyword: '5:101' } });
    expect(byProp.data.count).toBe(byModelId.data.count);
    const narrower = await h.ok('get', '/api/product/seach_count', { query: { prop_keyword: '5:101;4:41' } });
    expect(narrower.data.count).toBeLessThan(byProp.data.count);
  });

  it('should recommend hot sellers when nothing matches', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/new_search_list', {
      query: { type_id: 1, brand_id: 2 }, // Huawei has no phones under the iPhone category
    });
    expect(res.is_recommend).toBe(1);
    expect(res.data).toEqual([]);
    expect(res.recommend_data?.length).toBe(10);
    expect(res.recommend_data?.[0].product_id).toBe(10001);
    const normal = await h.ok('get', '/api/product/new_search_list', { query: { type_id: 1 } });
    expect(normal.recommend_data).toEqual([]);
  });

  it('should refuse malformed search input with code 0', async () => {
    const h = createHarness();
    const bad = await h.call('get', '/api/product/new_search_list', { query: { prop_keyword: '5-101' } });
    expect(bad).toMatchObject({ code: 0, data: null });
    expect((await h.call('get', '/api/product/new_search_list', { query: { price_sort: 'up' } })).code).toBe(
      0,
    );
    expect((await h.call('get', '/api/product/seach_count', { query: { price_v2: 'cheap' } })).code).toBe(0);
  });

  it('should give the filter groups present for a type, brand and model', async () => {
    const h = createHarness();
    const apple = await h.ok('get', '/api/product/new_filter_data_v2', {
      query: { type_id: 1, brand_id: 1 },
    });
    expect(apple.data.map((g) => g.pnid)).toEqual([5, 1, 2, 3, 4]); // no 运行内存 for Apple
    expect(apple.data[0].filter_data[0]).toEqual({ pvid: 101, pv_name: 'iPhone 13' });
    const huawei = await h.ok('get', '/api/product/new_filter_data_v2', {
      query: { type_id: 2, brand_id: 2, model_id: 201 },
    });
    expect(huawei.data[0].filter_data.every((v) => v.pvid >= 201 && v.pvid < 300)).toBe(true);
    expect(huawei.data.map((g) => g.pn_name)).toContain('运行内存');
    const banben = huawei.data.find((g) => g.pnid === 4);
    expect(banben?.filter_data).toEqual([{ pvid: 41, pv_name: '国行' }]);
    // Every offered value finds phones.
    for (const g of apple.data.slice(1)) {
      for (const v of g.filter_data) {
        const c = await h.ok('get', '/api/product/seach_count', {
          query: { type_id: 1, brand_id: 1, prop_keyword: `${g.pnid}:${v.pvid}` },
        });
        expect(c.data.count).toBeGreaterThan(0);
      }
    }
  });

  it('should give six price presets', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/price_filter_data');
    expect(res.data.map((o) => o.name)).toEqual([
      '0-1000',
      '1000-2000',
      '2000-3000',
      '3000-4000',
      '4000-5000',
      '5000以上',
    ]);
  });

  it('should list a brand of a category', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/catebrand_product_list', {
      query: { type_id: 2, brand_id: 2 },
    });
    expect(res.data).toMatchObject({ type_id: 2, type_name: '安卓', brand_id: 2, brand_name: '华为' });
    expect(res.data.product_list.length).toBeGreaterThan(10);
    expect(
      res.data.product_list.every((p) => p.product_name.startsWith('华为') && p.product_cell === 0),
    ).toBe(true);
    const count = await h.ok('get', '/api/product/seach_count', { query: { type_id: 2, brand_id: 2 } });
    expect(res.data.product_list).toHaveLength(count.data.count);
  });
});

describe('catalogue detail', () => {
  it('should give a phone detail and notFound for an unknown id', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/detail', { query: { product_id: 10001 } });
    expect(res.data).toMatchObject({
      product_id: 10001,
      product_name: '苹果 iPhone 13 128G 午夜色 国行 99新',
      price: '3299.00',
      ori_price: '5999.00',
      is_favorite: 0,
      can_add_to_shop_cart: true,
      status: 1,
      product_cell: 0,
      fenqi_info: { price: '549.83', num: 6 },
      activation_time: '2022-03-15',
      guarantee_time: '2023-03-14',
      type_id: 1,
      brand_id: 1,
      model_id: 101,
    });
    expect(res.data.banner_imgs.length).toBeGreaterThan(1);
    expect(res.data.question?.length).toBeGreaterThan(0);
    const missing = await h.call('get', '/api/product/detail', { query: { product_id: 99999 } });
    expect(missing).toEqual({ code: 0, msg: '商品不存在或已删除', data: null });
  });

  it('should show sold and off-sale phones as not addable to the cart', async () => {
    const h = createHarness();
    const sold = await h.ok('get', '/api/product/detail', { query: { product_id: SOLD_IDS[0] } });
    expect(sold.data).toMatchObject({ product_cell: 1, can_add_to_shop_cart: false });
    const off = await h.ok('get', '/api/product/detail', { query: { product_id: OFF_SALE_IDS[0] } });
    expect(off.data).toMatchObject({ status: 0, can_add_to_shop_cart: false });
    // An order takes a phone: it disappears from the lists; a cancel brings it back.
    const before = (await h.ok('get', '/api/product/seach_count', { query: { model_id: 101 } })).data.count;
    h.db.catalogue.markSold(10001);
    expect(
      (await h.ok('get', '/api/product/detail', { query: { product_id: 10001 } })).data.product_cell,
    ).toBe(1);
    expect((await h.ok('get', '/api/product/seach_count', { query: { model_id: 101 } })).data.count).toBe(
      before - 1,
    );
    h.db.catalogue.markAvailable(10001);
    expect((await h.ok('get', '/api/product/seach_count', { query: { model_id: 101 } })).data.count).toBe(
      before,
    );
  });

  it('should give the inspection report with its flaw count', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/product_check', { query: { product_id: 10006 } });
    const flaws = res.data.check_list.flatMap((g) => g.items).filter((i) => i.is_normal === 0);
    expect(res.data.abnormal_num).toBe(flaws.length);
    expect(flaws.length).toBeGreaterThan(0); // 9成新
    expect(res.data.engineer_name).toMatch(/工$/);
    expect((await h.call('get', '/api/product/product_check', { query: { product_id: 99999 } })).code).toBe(
      0,
    );
  });

  it('should give the key properties grouped', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/keyprop_detail', { query: { product_id: 10002 } });
    expect(res.data[0].sp_name).toBe('基本信息');
    expect(res.data[0].sp_value_list.map((v) => v.sp_value_name)).toContain('型号 Mate 40 Pro');
    const ids = res.data.flatMap((g) => g.sp_value_list.map((v) => v.sp_value_id));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await h.call('get', '/api/product/keyprop_detail', { query: { product_id: 99999 } })).code).toBe(
      0,
    );
  });

  it('should offer the services with cleaning (id 3) free and selected', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/product/server_info', { query: { product_id: 10001 } });
    expect(res.data[0]).toEqual({
      id: 3,
      server_id: 3,
      server_name2: '整机清洁',
      server_price: '0.00',
      isactive: 1,
    });
    expect(res.data.slice(1).every((s) => s.isactive === 0 && toFen(s.server_price) > 0)).toBe(true);
  });

  it('should recommend parts whose SKUs resolve in the store', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/account/parts/parts_info', { query: { product_id: 10001 } });
    expect(res.data.map((p) => [p.product_id, p.sku_id])).toEqual([
      [20001, 21001],
      [20003, 21005],
      [20004, 21009],
    ]);
    expect(res.data[1]).toMatchObject({
      name: 'iPhone 13 液态硅胶保护壳 午夜色',
      price: '39.00',
      quantity: 0,
    });
    for (const p of res.data) expect(h.db.catalogue.partSku(p.sku_id ?? 0)?.price).toBe(p.price);
    const other = await h.ok('get', '/api/account/parts/parts_info', { query: { product_id: 10300 } });
    expect(other.data.length).toBeGreaterThan(0);
  });
});

describe('catalogue parts', () => {
  it('should resolve a part SKU from the chosen options joined with "-"', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/pat/detail', { query: { product_id: 20001, type: 1 } });
    const d = res.data;
    expect(d.product_spec.map((g) => g.name)).toEqual(['颜色', '套装']);
    expect(d.all_storage).toBe(120);
    // Choose 黑色 + 充电头 + 1 米数据线.
    const key = [d.product_spec[0].list[1].id, d.product_spec[1].list[1].id].join('-');
    expect(key).toBe('102-202');
    expect(d.sku_list[key]).toEqual({ price: '199.00', sku_id: 21004, storage: 10 });
    expect(h.db.catalogue.partSku(21004)?.specText).toBe('黑色 充电头 + 1 米数据线');
    // Every combination has a SKU and the stock adds up.
    const keys = Object.keys(d.sku_list);
    expect(keys).toHaveLength(d.product_spec.reduce((n, g) => n * g.list.length, 1));
    expect(Object.values(d.sku_list).reduce((s, k) => s + k.storage, 0)).toBe(d.all_storage);
    const missing = await h.call('get', '/api/pat/detail', { query: { product_id: 29999 } });
    expect(missing).toEqual({ code: 0, msg: '商品不存在或已下架', data: null });
  });

  it('should resolve a sku id to its part (the confirm page of a part bought alone)', async () => {
    const h = createHarness();
    const bySku = await h.ok('get', '/api/pat/detail', { query: { sku_id: 21004 } });
    const byProduct = await h.ok('get', '/api/pat/detail', { query: { product_id: 20001 } });
    expect(bySku.data).toEqual(byProduct.data);
    expect(bySku.data.product_id).toBe(20001);
    expect(Object.values(bySku.data.sku_list).map((s) => s.sku_id)).toContain(21004);
    expect(await h.call('get', '/api/pat/detail', { query: { sku_id: 29999 } })).toEqual({
      code: 0,
      msg: '商品不存在或已下架',
      data: null,
    });
    expect(await h.call('get', '/api/pat/detail', { query: {} })).toMatchObject({ code: 0, data: null });
  });

  it('should list the parts mall with its categories', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/pat/search_product_list');
    expect(res.sk).toMatch(/^pat-/);
    expect(res.data.category_list.map((c) => c.category_id)).toEqual([1, 2, 3, 4]);
    expect(res.data.porduct_list).toHaveLength(30);
    expect(res.data.porduct_list[0]).toMatchObject({ product_id: 20001, price: '149.00', category_id: 1 });
    for (const c of res.data.category_list) {
      expect(res.data.porduct_list.some((p) => p.category_id === c.category_id)).toBe(true);
    }
  });
});

describe('catalogue favourites', () => {
  it('should answer login expired without a token', async () => {
    const h = createHarness();
    for (const path of ['/api/account/favorite/add', '/api/account/favorite/del'] as const) {
      expect(await h.call('get', path, { query: { product_id: 10001 } })).toEqual({
        code: -1,
        msg: '登录已过期，请重新登录',
        data: null,
      });
    }
    expect((await h.call('get', '/api/account/favorite/list', { query: { token: 'nope' } })).code).toBe(-1);
  });

  it('should add, list and delete favourites, toggling is_favorite in the detail', async () => {
    const h = createHarness();
    const token = await h.login();
    const detail = async () =>
      (await h.ok('get', '/api/product/detail', { query: { product_id: 10002, token } })).data.is_favorite;
    expect(await detail()).toBe(0);

    const added = await h.ok('get', '/api/account/favorite/add', { query: { token, product_id: 10002 } });
    expect(added).toEqual({ code: 1, msg: '收藏成功', data: { product_id: 10002, is_favorite: 1 } });
    expect(await detail()).toBe(1);
    // Seen by user_id as well (lists send user_id, not token).
    const byUserId = await h.ok('get', '/api/product/detail', {
      query: { product_id: 10002, user_id: 10001 },
    });
    expect(byUserId.data.is_favorite).toBe(1);
    expect(
      (await h.call('get', '/api/account/favorite/add', { query: { token, product_id: 10002 } })).code,
    ).toBe(0);
    expect(
      (await h.call('get', '/api/account/favorite/add', { query: { token, product_id: 99999 } })).code,
    ).toBe(0);

    const list = await h.ok('get', '/api/account/favorite/list', { query: { token, page: 1 } });
    expect(list.data[0]).toMatchObject({ product_id: 10002, is_favorite: 1 });
    expect(list.data.map((f) => f.product_id)).toEqual([10002, 10001, 10006]); // newest first, after the seeded ones
    expect(await h.call('get', '/api/account/favorite/list', { query: { token, page: 2 } })).toEqual({
      code: -404,
      msg: '暂无数据',
      data: null,
    });

    const removed = await h.ok('get', '/api/account/favorite/del', { query: { token, product_id: 10002 } });
    expect(removed).toEqual({ code: 1, msg: '取消成功', data: { product_id: 10002, is_favorite: 0 } });
    expect(await detail()).toBe(0);
    expect(
      (await h.call('get', '/api/account/favorite/del', { query: { token, product_id: 10002 } })).code,
    ).toBe(0);
  });

  it('should answer -404 for a user without favourites and page long lists', async () => {
    const h = createHarness();
    const token = await h.login('13900139000', 'abc123');
    expect((await h.call('get', '/api/account/favorite/list', { query: { token } })).code).toBe(-404);
    for (let id = 10010; id < 10022; id++) {
      await h.ok('get', '/api/account/favorite/add', { query: { token, product_id: id } });
    }
    const p1 = await h.ok('get', '/api/account/favorite/list', { query: { token, page: 1 } });
    const p2 = await h.ok('get', '/api/account/favorite/list', { query: { token, page: 2 } });
    expect(p1.data).toHaveLength(PAGE_SIZE.favorite);
    expect([...p1.data, ...p2.data].map((f) => f.product_id)).toEqual(
      Array.from({ length: 12 }, (_, i) => 10021 - i),
    );
    // Sold phones stay in the favourites, marked sold.
    expect(p1.data[0]).toMatchObject({ product_id: 10021, product_cell: 1 });
    expect((await h.call('get', '/api/account/favorite/list', { query: { token, page: 3 } })).code).toBe(
      -404,
    );
  });
});
