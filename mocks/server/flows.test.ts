// Whole shopping flows at the API level, through the real stack: the app's typed client ->
// `prism proxy --errors` -> the stateful mock. Prism turns any response outside the contract into
// a 500 (the client throws ApiError), so every passing call here is a contract-valid call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, FORM, ok, type Session } from '../../src/api/client';
import { BizError } from '../../src/api/errors';
import { signSmsRequest } from '../../src/domain/sms-sign';
import { freePorts, startBin, stop, waitForPort } from '../../scripts/lib/servers';

const [API_PORT, MOCK_PORT] = await freePorts(2);
const API = `http://127.0.0.1:${API_PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const SECRET = 'dev-sms-secret';

let stack: ReturnType<typeof startBin> | undefined;
const violations: string[] = [];

beforeAll(async () => {
  stack = startBin('tsx', ['mocks/server/main.ts'], {
    env: { API_PORT: String(API_PORT), MOCK_PORT: String(MOCK_PORT) },
    quiet: true,
  });
  await waitForPort(API_PORT);
  await waitForPort(MOCK_PORT);
}, 60_000);

afterAll(() => stop(stack));

/** A client like the app's, with its own session and a fetch that records contract violations. */
function shopper(deviceId = randomDevice()) {
  const session: Session = { deviceId };
  const api = createApiClient({
    baseUrl: API,
    session: () => session,
    fetch: async (input) => {
      const res = await fetch(input);
      const v = res.headers.get('sl-violations');
      if (v) violations.push(`${(input as Request).url}: ${v}`);
      return res;
    },
  });
  return {
    api,
    session,
    async login(mobile = '13800138000', password = 'abc123') {
      const res = await ok(api.POST('/api/login', { body: { username: mobile, password }, headers: FORM }));
      Object.assign(session, { token: res.data.token, userId: res.data.userId });
      return res.data;
    },
  };
}

function randomDevice(): string {
  return Array.from({ length: 32 }, () => '0123456789abcdef'[Math.floor(Math.random() * 16)]).join('');
}

async function control(path: string, body?: unknown) {
  const res = await fetch(`${MOCK}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${path}: ${await res.clone().text()}`).toBe(true);
  return res.json() as Promise<unknown>;
}

async function bizCode(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 1;
  } catch (err) {
    if (err instanceof BizError) return err.code as number;
    throw err;
  }
}

describe('flows through prism proxy --errors', () => {
  beforeAll(() => control('reset'));

  it('should register with SMS code 123456, then log in', async () => {
    const { api, login } = shopper();
    const mobile = `135${String(Date.now()).slice(-8)}`;
    const time = await ok(api.GET('/api/get_server_time', {}));
    const fields = { timestr: String(time.data.time), type: 1, mobile, p: 'h5', v: '4.9.0' } as const;
    await ok(
      api.POST('/api/new_get_sms', {
        body: { ...fields, sign: signSmsRequest(fields, SECRET) },
        headers: FORM,
      }),
    );
    const reg = await ok(
      api.POST('/api/register', { body: { mobile, code: '123456', password: 'pass1234' }, headers: FORM }),
    );
    expect(reg.msg).toBe('注册成功');
    const user = await login(mobile, 'pass1234');
    expect(user.mobile).toBe(mobile);
  });

  it('should keep a guest cart when the guest logs in', async () => {
    const s = shopper();
    const mall = await ok(s.api.GET('/api/pat/search_product_list', {}));
    const part = mall.data.porduct_list[0];
    const detail = await ok(
      s.api.GET('/api/pat/detail', { params: { query: { product_id: part.product_id } } }),
    );
    const sku = Object.values(detail.data.sku_list).find((k) => k.storage > 0)!;
    await ok(
      s.api.POST('/api/shopcart/add_shop_cart', {
        body: { pro_type: 2, pro_value: sku.sku_id, pro_num: 1, price: sku.price },
        headers: FORM,
      }),
    );
    await s.login('13700137000');
    const cart = await ok(s.api.GET('/api/shopcart/get_shop_cart_list', { params: { query: { page: 1 } } }));
    expect(cart.data.active.map((l) => l.shopcart_value)).toContain(sku.sku_id);
  });

  it("should keep one user's cart from another: user_id needs its own token", async () => {
    const owner = shopper();
    const me = await owner.login('13900139000');
    const mall = await ok(owner.api.GET('/api/pat/search_product_list', {}));
    const detail = await ok(
      owner.api.GET('/api/pat/detail', {
        params: { query: { product_id: mall.data.porduct_list[0].product_id } },
      }),
    );
    const sku = Object.values(detail.data.sku_list).find((k) => k.storage > 0)!;
    await ok(
      owner.api.POST('/api/shopcart/add_shop_cart', {
        body: { pro_type: 2, pro_value: sku.sku_id, pro_num: 1, price: sku.price },
        headers: FORM,
      }),
    );
    const lines = async () =>
      (await ok(owner.api.GET('/api/shopcart/get_shop_cart_list', { params: { query: { page: 1 } } }))).data
        .active;
    const before = await lines();
    expect(before.map((l) => l.shopcart_value)).toContain(sku.sku_id);

    // Another logged-in user names the owner's user_id (its own token goes along), and a guest
    // names it with no token at all: both are refused, and the owner's cart stays as it was.
    const other = shopper();
    await other.login('13700137000');
    const guest = shopper();
    for (const s of [other, guest]) {
      const asOwner = { user_id: me.userId };
      expect(
        await bizCode(
          s.api.GET('/api/shopcart/get_shop_cart_list', { params: { query: { ...asOwner, page: 1 } } }),
        ),
      ).toBe(-1);
      expect(
        await bizCode(
          s.api.POST('/api/shopcart/delete_from_selected_multi', {
            body: { ...asOwner, shopcart_value_str: String(sku.sku_id) },
            headers: FORM,
          }),
        ),
      ).toBe(-1);
      expect(
        await bizCode(
          s.api.POST('/api/shopcart/add_shop_cart', {
            body: { ...asOwner, pro_type: 2, pro_value: sku.sku_id, pro_num: 1, price: sku.price },
            headers: FORM,
          }),
        ),
      ).toBe(-1);
    }
    expect(await lines()).toEqual(before);
  });

  it('should order from the cart, count it, cancel it and delete it', async () => {
    const s = shopper();
    await s.login();
    const search = await ok(s.api.GET('/api/product/new_search_list', { params: { query: { page: 1 } } }));
    const phone = search.data.find((p) => p.status === 1 && p.product_cell !== 1)!;
    const services = await ok(
      s.api.GET('/api/product/server_info', { params: { query: { product_id: phone.product_id } } }),
    );
    const serviceIds = services.data.map((x) => x.id).join(',');
    await ok(
      s.api.POST('/api/shopcart/add_shop_cart', {
        body: {
          pro_type: 1,
          pro_value: phone.product_id,
          pro_num: 1,
          price: phone.price,
          services_id: serviceIds,
        },
        headers: FORM,
      }),
    );
    const mall = await ok(s.api.GET('/api/pat/search_product_list', {}));
    const detail = await ok(
      s.api.GET('/api/pat/detail', {
        params: { query: { product_id: mall.data.porduct_list[1].product_id } },
      }),
    );
    const sku = Object.values(detail.data.sku_list).find((k) => k.storage > 0)!;
    await ok(
      s.api.POST('/api/shopcart/add_shop_cart', {
        body: { pro_type: 2, pro_value: sku.sku_id, pro_num: 2, price: sku.price },
        headers: FORM,
      }),
    );
    const cart = await ok(s.api.GET('/api/shopcart/get_shop_cart_list', { params: { query: { page: 1 } } }));
    const values = cart.data.active.map((l) => l.shopcart_value);
    expect(values).toEqual(expect.arrayContaining([phone.product_id, sku.sku_id]));

    const before = await ok(s.api.GET('/api/account/order/all_order_count', {}));
    const addresses = await ok(
      s.api.POST('/api/account/address/get_reciver_address_list', { body: {}, headers: FORM }),
    );
    const items = [
      { product_id: phone.product_id, product_type: 1, serve_ids: serviceIds },
      { product_id: 0, product_type: 2, product_parts: `${sku.sku_id}:2` },
    ];
    const submitted = await ok(
      s.api.POST('/api/account/order/shop_cart_confirm_order', {
        body: {
          payment_id: 2,
          serve_address_id: addresses.data[0].address_book_id,
          from_where: 2,
          order_item: JSON.stringify(items),
          submit_token: `flow-${Date.now()}`,
        },
        headers: FORM,
      }),
    );
    const orderNo = submitted.data.order_no;
    const after = await ok(s.api.GET('/api/account/order/all_order_count', {}));
    expect(after.data.order_status_waitpay_count).toBe(
      before.data.order_status_waitpay_count + submitted.data.order_list.length,
    );
    const unpaid = await ok(
      s.api.GET('/api/account/order/list', { params: { query: { state: 0, page: 1 } } }),
    );
    expect(unpaid.data.map((o) => o.order_no)).toContain(orderNo);
    const cartAfter = await ok(
      s.api.GET('/api/shopcart/get_shop_cart_list', { params: { query: { page: 1 } } }),
    );
    expect(cartAfter.data.active.map((l) => l.shopcart_value)).not.toContain(phone.product_id);

    const cancelled = await ok(
      s.api.GET('/api/account/order/cancel_order', { params: { query: { order_no: orderNo } } }),
    );
    expect(cancelled.msg).toBe('取消成功');
    const detailAfter = await ok(
      s.api.GET('/api/account/order/order_detail', { params: { query: { order_no: orderNo } } }),
    );
    expect(detailAfter.data.order_info.order_status).toBe(3);
    await ok(s.api.GET('/api/account/order/delete_order', { params: { query: { order_no: orderNo } } }));
    const code = await bizCode(
      s.api.GET('/api/account/order/order_detail', { params: { query: { order_no: orderNo } } }),
    );
    expect(code).not.toBe(1);
  });

  it('should pay, ship, confirm and review an order', async () => {
    const s = shopper();
    await s.login();
    const search = await ok(s.api.GET('/api/product/new_search_list', { params: { query: { page: 2 } } }));
    const phone = search.data.find((p) => p.status === 1 && p.product_cell !== 1)!;
    const addresses = await ok(
      s.api.POST('/api/account/address/get_reciver_address_list', { body: {}, headers: FORM }),
    );
    const submitted = await ok(
      s.api.POST('/api/account/order/shop_cart_confirm_order', {
        body: {
          payment_id: 2,
          serve_address_id: addresses.data[0].address_book_id,
          from_where: 1,
          order_item: JSON.stringify([{ product_id: phone.product_id, product_type: 1, serve_ids: '3' }]),
          submit_token: `flow-pay-${Date.now()}`,
        },
        headers: FORM,
      }),
    );
    const orderNo = submitted.data.order_no;
    await control(`orders/${orderNo}/advance`, { to: 'paid' });
    await control(`orders/${orderNo}/advance`, { to: 'shipped' });
    const track = await ok(
      s.api.GET('/api/account/order/order_express_track', { params: { query: { order_no: orderNo } } }),
    );
    expect(track.data.track_data.length).toBeGreaterThan(0);
    const confirmed = await ok(
      s.api.GET('/api/account/order/confirm_repair', { params: { query: { order_no: orderNo } } }),
    );
    expect(confirmed.msg).toBe('确认成功');

    // The upload bypasses Prism (it corrupts file bytes), as the dev server routes it.
    const form = new FormData();
    form.set('token', s.session.token!);
    form.set('order_no', orderNo);
    form.set('content', '成色和描述一致，验机报告很详细，物流也快。');
    form.set('score', '5,5,4');
    form.set('is_anonymous', '0');
    form.set('p', 'h5');
    form.set('v', '4.9.0');
    // The PNG signature: the mock knows a photo by its bytes.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.set('qqfile1', new Blob([png], { type: 'image/png' }), 'a.png');
    const upload = (await (
      await fetch(`${MOCK}/api/account/review/upload`, { method: 'POST', body: form })
    ).json()) as {
      code: number;
    };
    expect(upload.code).toBe(1);
    const detail = await ok(
      s.api.GET('/api/account/order/order_detail', { params: { query: { order_no: orderNo } } }),
    );
    expect(detail.data.order_info.order_status).toBe(5);
  });

  it('should answer -2 when the gift is claimed twice', async () => {
    const s = shopper();
    await s.login('13900139000');
    const gift = await ok(s.api.GET('/api/gift/get_gift', {}));
    const claim = () =>
      s.api.POST('/api/account/coupons/get_gift_bonus', {
        body: { gift_id: gift.data.gift_id },
        headers: FORM,
      });
    expect(await bizCode(claim())).toBe(1);
    expect(await bizCode(claim())).toBe(-2);
  });

  it('should like and unlike a review', async () => {
    const s = shopper();
    await s.login();
    const feed = await ok(
      s.api.GET('/api/account/shaidan/new_review_list', { params: { query: { page: 1 } } }),
    );
    const review = feed.data.list[0];
    const detail = () =>
      ok(
        s.api.GET('/api/account/shaidan/shaidan_detail', {
          params: { query: { review_id: review.review_id, page: 1 } },
        }),
      );
    const start = (await detail()).data.review_info;
    const like = (type: 1 | 2) =>
      ok(
        s.api.POST('/api/account/shaidan/add_userful', {
          body: { review_id: review.review_id, type },
          headers: FORM,
        }),
      );
    await like(start.is_add_usefull === 1 ? 2 : 1);
    const toggled = (await detail()).data.review_info;
    expect(toggled.is_add_usefull).not.toBe(start.is_add_usefull);
    await like(start.is_add_usefull === 1 ? 1 : 2);
    const back = (await detail()).data.review_info;
    expect(back.useful_num).toBe(start.useful_num);
    expect(back.is_add_usefull).toBe(start.is_add_usefull);
  });

  it("should refuse a reply to another user's comment from someone who is not the review's author", async () => {
    const s = shopper();
    const me = await s.login();
    const feed = await ok(
      s.api.GET('/api/account/shaidan/new_review_list', { params: { query: { page: 1 } } }),
    );
    let target: { reviewId: number; commentId: number } | undefined;
    for (const r of feed.data.list) {
      if (r.user_id === me.userId) continue;
      const d = await ok(
        s.api.GET('/api/account/shaidan/shaidan_detail', {
          params: { query: { review_id: r.review_id, page: 1 } },
        }),
      );
      const c = d.data.comments_list.find((x) => x.user_id !== me.userId && x.user_id !== r.user_id);
      if (c) {
        target = { reviewId: r.review_id, commentId: c.id };
        break;
      }
    }
    expect(target, 'a review by someone else with a comment by a third user').toBeDefined();
    const code = await bizCode(
      s.api.POST('/api/account/shaidan/reply_comments', {
        body: { review_id: target!.reviewId, comment_id: target!.commentId, contents: '我也想问这个问题' },
        headers: FORM,
      }),
    );
    expect(code).toBe(0);
  });

  it('should have produced no contract violation', () => {
    expect(violations).toEqual([]);
  });
});
