// Issue 10: the product and part pages read every field of their calls, so every phone and part
// of the fixtures has them filled, and one part's HTML carries an XSS attempt for the sanitiser.
import { describe, expect, it } from 'vitest';
import { createHarness } from '../../core/harness';
import { FIRST_PHONE_ID, PHONE_COUNT, XSS_PART_ID, XSS_PROBE } from './fixtures';

describe('product detail fixtures', () => {
  it('should fill every field the detail page shows, for every phone', { timeout: 60_000 }, async () => {
    const h = createHarness();
    for (let id = FIRST_PHONE_ID; id < FIRST_PHONE_ID + PHONE_COUNT; id++) {
      const d = (await h.ok('get', '/api/product/detail', { query: { product_id: id } })).data;
      const where = `phone ${id}`;
      for (const key of [
        'product_name_str1',
        'product_name_str2',
        'sub_title',
        'ori_price',
        'netword_string',
        'banben_string',
        'new_tokio_fenqi_string',
        'bao_str',
        'activation_time',
        'guarantee_time',
        'imei',
        'engineer_name',
        'engineer_avatar',
        'professional',
        'check_res',
        'model_name_str',
      ] as const) {
        expect(d[key], `${where} ${key}`).toBeTruthy();
      }
      expect(d.banner_imgs.length, where).toBeGreaterThan(1);
      expect(d.imgs?.length, where).toBeGreaterThan(0);
      expect(d.product_tag?.length, where).toBeGreaterThan(0);
      expect(d.fenqi_info?.num, where).toBeGreaterThan(0);
      expect(d.param_value?.length, where).toBeGreaterThan(0);
      expect(d.server?.length, where).toBe(4);
      expect(d.question?.length, where).toBeGreaterThan(0);
      expect(d.review?.length ?? 0, where).toBeLessThanOrEqual(3);
      const check = (await h.ok('get', '/api/product/product_check', { query: { product_id: id } })).data;
      expect(check.check_list.flatMap((g) => g.items).length, where).toBeGreaterThan(10);
      const services = (await h.ok('get', '/api/product/server_info', { query: { product_id: id } })).data;
      expect(
        services.map((s) => s.id),
        where,
      ).toContain(3);
      const parts = (await h.ok('get', '/api/account/parts/parts_info', { query: { product_id: id } })).data;
      expect(parts.length, where).toBeGreaterThan(0);
      const props = (await h.ok('get', '/api/product/keyprop_detail', { query: { product_id: id } })).data;
      expect(props.length, where).toBeGreaterThan(3);
    }
  });

  it('should carry the first 3 reviews of the phone', async () => {
    const h = createHarness();
    const d = (await h.ok('get', '/api/product/detail', { query: { product_id: 10001 } })).data;
    expect(d.review?.length).toBeGreaterThan(0);
    expect(d.review?.length).toBeLessThanOrEqual(3);
    expect(d.review?.[0]).toEqual(h.db.reviews.productReviews(10001, 3)[0]);
  });

  it("should say a phone in the user's cart can no longer be added", async () => {
    const h = createHarness();
    const query = { product_id: 10001, user_id: 10001 };
    expect((await h.ok('get', '/api/product/detail', { query })).data.can_add_to_shop_cart).toBe(true);
    await h.ok('post', '/api/shopcart/add_shop_cart', {
      form: {
        user_id: 10001,
        token: await h.login(),
        pro_type: 1,
        pro_value: 10001,
        pro_num: 1,
        price: '3299.00',
        services_id: '3',
      },
    });
    expect((await h.ok('get', '/api/product/detail', { query })).data.can_add_to_shop_cart).toBe(false);
    // Another viewer's detail is not affected.
    expect(
      (await h.ok('get', '/api/product/detail', { query: { product_id: 10001 } })).data.can_add_to_shop_cart,
    ).toBe(true);
  });

  it("should say a phone in a guest device's cart can no longer be added (driver_id)", async () => {
    const h = createHarness();
    const device = 'a'.repeat(32);
    const other = 'b'.repeat(32);
    const detail = async (query: Record<string, string | number>) =>
      (await h.ok('get', '/api/product/detail', { query: { product_id: 10002, ...query } })).data;
    expect((await detail({ driver_id: device })).can_add_to_shop_cart).toBe(true);
    await h.ok('post', '/api/shopcart/add_shop_cart', {
      form: { driver_id: device, pro_type: 1, pro_value: 10002, pro_num: 1, price: (await detail({})).price },
    });
    expect((await detail({ driver_id: device })).can_add_to_shop_cart).toBe(false);
    // Another device, or a user whose own cart lacks it, may still add it.
    expect((await detail({ driver_id: other })).can_add_to_shop_cart).toBe(true);
    expect((await detail({ user_id: 10001, driver_id: device })).can_add_to_shop_cart).toBe(true);
  });

  it('should refuse a malformed driver_id', async () => {
    const h = createHarness();
    const res = await h.call('get', '/api/product/detail', { query: { product_id: 10002, driver_id: 'x' } });
    expect(res).toMatchObject({ code: 0 });
  });
});

describe('part detail fixtures', () => {
  it('should give every part details HTML with images', async () => {
    const h = createHarness();
    for (const part of h.db.catalogue.allParts()) {
      const d = (await h.ok('get', '/api/pat/detail', { query: { product_id: part.id } })).data;
      expect(d.details, `part ${part.id}`).toMatch(
        /<img src="\/mock-assets\/parts\/[^"]+" alt="[^"]+" width="640"/,
      );
      expect(d.banner_imgs?.length).toBeGreaterThan(0);
      expect(d.details.includes(XSS_PROBE)).toBe(part.id === XSS_PART_ID);
    }
  });

  it('should carry an img onerror and a script in one part', async () => {
    const h = createHarness();
    const d = (await h.ok('get', '/api/pat/detail', { query: { product_id: XSS_PART_ID } })).data;
    expect(d.details).toContain('<img src=x onerror=');
    expect(d.details).toContain('<script>');
  });
});
