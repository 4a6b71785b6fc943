// Order operations (all login-only): submit, the order pages, the state actions, logistics, warranty
// cards and the payment hand-offs. The rules live in store.ts; handlers read and check fields.
import type { HttpHandler } from 'msw';
import { failure, loginExpired, success } from '../../core/envelope';
import { int, intList, readFields, type Fields } from '../../core/form';
import { http } from '../../core/http';
import { createRandom } from '../../core/random';
import { userOf } from '../../core/session';
import { formatTime } from '../../core/time';
import type { Schemas } from '../../db';
import type { MockDb } from '../../mock';
import { REFUND_REASONS } from './fixtures';
import type { Order, Result, SubmitItem } from './store';

const ORDER_NO = /^SJ\d{18}$/;
const NOT_FOUND = '订单不存在或已删除';
const WX_APP_ID = 'wx8888888888888888';

/** An integer from JSON, sent as a number or a numeric string. */
function jsonInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  return typeof value === 'string' ? int(value) : undefined;
}

/** order_item: the JSON string of OrderSubmitItem[]; a message when it does not parse. */
export function parseOrderItems(raw: string | undefined): SubmitItem[] | string {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '');
  } catch {
    return '商品信息有误';
  }
  if (!Array.isArray(data) || data.length === 0) return '请选择要购买的商品';
  const items: SubmitItem[] = [];
  for (const entry of data as unknown[]) {
    if (!entry || typeof entry !== 'object') return '商品信息有误';
    const r = entry as Record<string, unknown>;
    const productId = jsonInt(r.product_id);
    const productType = jsonInt(r.product_type);
    // A part line of the cart has product_id 0 (CartItem), so part items may carry 0: the
    // skus in product_parts say what is bought.
    if (productType !== 1 && productType !== 2) return '商品信息有误';
    if (productId === undefined || productId < (productType === 1 ? 1 : 0)) return '商品信息有误';
    // serve_ids ("3,5") or serve_ids_arr ([3, 5]): docs/product lists both spellings.
    const serveIds = typeof r.serve_ids === 'string' ? r.serve_ids : '';
    if (serveIds && !/^\d+(,\d+)*$/.test(serveIds)) return '所选服务有误';
    const serveArr = Array.isArray(r.serve_ids_arr) ? (r.serve_ids_arr as unknown[]).map(jsonInt) : [];
    if (serveArr.some((n) => n === undefined || n < 1)) return '所选服务有误';
    const partsText = typeof r.product_parts === 'string' ? r.product_parts : '';
    if (partsText && !/^\d+:[1-9]\d*(,\d+:[1-9]\d*)*$/.test(partsText)) return '配件信息有误';
    const parts = partsText
      ? partsText.split(',').map((p) => {
          const [skuId, num] = p.split(':').map(Number);
          return { skuId, num };
        })
      : [];
    if (parts.some((p) => p.num > 99)) return '配件数量有误';
    const remark = r.buyer_remark === undefined ? '' : r.buyer_remark;
    if (typeof remark !== 'string') return '买家留言有误';
    const bonusId = r.bonus_id === undefined || r.bonus_id === null ? 0 : jsonInt(r.bonus_id);
    if (bonusId === undefined || bonusId < 0) return '优惠券有误';
    items.push({
      productId,
      productType,
      serviceIds: serveIds ? intList(serveIds) : (serveArr as number[]),
      parts,
      remark,
      bonusId,
    });
  }
  return items;
}

const orderNoOf = (fields: Fields) => {
  const no = fields.get('order_no') ?? '';
  return ORDER_NO.test(no) ? no : undefined;
};

/** The store's answer for the order a request names, or 订单不存在 when order_no names none. */
function withOrder<T>(fields: Fields, act: (orderNo: string) => Result<T>): Result<T> {
  const no = orderNoOf(fields);
  return no ? act(no) : { ok: false, msg: NOT_FOUND };
}

/**
 * A refund (apply_cancel_order) or a thaw refund (the POST of thaw_enjoy_first_order_post): the
 * contract sends the reason's number (1-4); the order keeps its text.
 */
function refundOf(db: MockDb, userId: number, fields: Fields, via: 'refund' | 'thaw') {
  const reason = REFUND_REASONS[(int(fields.get('reason')) ?? 0) - 1];
  return withOrder(fields, (no): Result<Schemas['RefundResult']> =>
    reason ? db.orders.refund(userId, no, reason, via) : { ok: false, msg: '请选择退款原因' },
  );
}

/** Deterministic stand-ins for the payment platforms' values (hex, nonce), per order. */
function token(seed: string, length: number, alphabet = '0123456789ABCDEF'): string {
  const r = createRandom(seed);
  return Array.from({ length }, () => alphabet[r.int(0, alphabet.length - 1)]).join('');
}

function alipayForm(order: Order, amount: string, now: Date, origin: string): Schemas['AlipayForm'] {
  const subject = order.phone?.name ?? order.parts[0]?.name ?? '手机配件';
  return {
    // The mock's simulated cashier (mocks/areas/orders/gateways.ts) stands in for Alipay's gateway.
    action: `${origin}/__mock/gateway/alipay`,
    method: 'POST',
    fields: {
      app_id: '2021000000000001',
      method: 'alipay.trade.wap.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: formatTime(now),
      version: '1.0',
      notify_url: 'https://api.example.com/api/notify/alipay',
      return_url: `${origin}/user/order/detail/${order.orderNo}`,
      biz_content: JSON.stringify({
        out_trade_no: order.orderNo,
        total_amount: amount,
        subject,
        // Deferred payment (11) is the same wap pay with Alipay's credit channel.
        product_code: 'QUICK_WAP_WAY',
        ...(order.paymentId === 11 ? { enable_pay_channels: 'pcredit' } : {}),
      }),
      sign: token(
        `alipay:${order.orderNo}`,
        44,
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
      ),
    },
  };
}

/** The shop's own origin, for return addresses (the page that called, else an example host). */
/** What cancel and confirm receipt answer: the order's new state. */
const stateOf = (o: Order) => ({
  order_no: o.orderNo,
  order_status: o.status,
  aftersale_status: o.aftersale,
});

/** The shop's own origin: a same-origin GET carries no Origin header, but its Referer names the page. */
function originOf(request: Request): string {
  const origin = request.headers.get('origin');
  if (origin && URL.canParse(origin)) return origin;
  const referer = request.headers.get('referer');
  return referer && URL.canParse(referer) ? new URL(referer).origin : 'https://m.example.com';
}

export const ordersHandlers = (db: MockDb): HttpHandler[] => [
  http.post('/api/account/order/shop_cart_confirm_order', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const items = parseOrderItems(fields.get('order_item'));
    if (typeof items === 'string') return response(200).json(failure(0, items));
    const fromWhere = int(fields.get('from_where')) ?? 1;
    if (fromWhere !== 1 && fromWhere !== 2) return response(200).json(failure(0, '订单来源有误'));
    const submitToken = fields.get('submit_token');
    if (submitToken !== undefined && !/^[\w-]{8,64}$/.test(submitToken))
      return response(200).json(failure(0, '提交令牌无效，请返回重试'));
    const customerName = fields.get('customer_name') ?? '';
    if ([...customerName].length > 20) return response(200).json(failure(0, '下单人姓名最多 20 字'));
    const result = db.orders.submit(user.userId, {
      paymentId: int(fields.get('payment_id')) ?? 0,
      addressId: int(fields.get('serve_address_id')),
      fromWhere,
      items,
      customerName,
      submitToken: submitToken || undefined,
    });
    return response(200).json(result.ok ? success(result.value, '下单成功') : failure(0, result.msg));
  }),

  http.get('/api/account/order/all_order_count', async ({ request, response }) => {
    const user = userOf(db, await readFields(request));
    if (!user) return response(200).json(loginExpired());
    return response(200).json(success(db.orders.counts(user.userId)));
  }),

  http.get('/api/account/order/list', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const stateText = fields.get('state');
    const state = int(stateText);
    // "all" is what the route query holds for the whole list; the client should omit it.
    if (stateText && stateText !== 'all' && (state === undefined || ![0, 1, 2, 4].includes(state)))
      return response(200).json(failure(0, '订单状态有误'));
    const rows = db.orders.list(user.userId, state, Math.max(1, int(fields.get('page')) ?? 1));
    // -404: no orders at all (page 1) or past the last page; not an error for the client.
    if (rows.length === 0) return response(200).json(failure(-404, '暂无更多订单'));
    return response(200).json(success(rows));
  }),

  http.get('/api/account/order/order_detail', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const no = orderNoOf(fields);
    const detail = no && db.orders.detail(user.userId, no);
    return response(200).json(detail ? success(detail) : failure(0, NOT_FOUND));
  }),

  http.get('/api/account/order/cancel_order', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.cancel(user.userId, no));
    return response(200).json(r.ok ? success(stateOf(r.value), '取消成功') : failure(0, r.msg));
  }),

  http.get('/api/account/order/delete_order', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.remove(user.userId, no));
    return response(200).json(r.ok ? success({ order_no: r.value.orderNo }, '删除成功') : failure(0, r.msg));
  }),

  http.get('/api/account/order/confirm_repair', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.confirmReceipt(user.userId, no));
    return response(200).json(r.ok ? success(stateOf(r.value), '确认成功') : failure(0, r.msg));
  }),

  http.get('/api/account/order/apply_cancel_order', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = refundOf(db, user.userId, fields, 'refund');
    return response(200).json(r.ok ? success(r.value, '退款成功') : failure(0, r.msg));
  }),

  http.get('/api/account/order/guarantee_list', async ({ request, response }) => {
    const user = userOf(db, await readFields(request));
    if (!user) return response(200).json(loginExpired());
    return response(200).json(success(db.orders.guarantees(user.userId)));
  }),

  http.get('/api/account/order/thaw_enjoy_first_order_post', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.thawInfo(user.userId, no));
    return response(200).json(r.ok ? success(r.value) : failure(0, r.msg));
  }),

  http.post('/api/account/order/thaw_enjoy_first_order_post', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = refundOf(db, user.userId, fields, 'thaw');
    return response(200).json(r.ok ? success(r.value, '退款成功') : failure(0, r.msg));
  }),

  http.get('/api/account/order/order_express_track', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.logistics(user.userId, no));
    return response(200).json(r.ok ? success(r.value) : failure(0, r.msg));
  }),

  http.get('/api/account/order/get_weixin_h5_info', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.payable(user.userId, no, [6]));
    if (!r.ok) return response(200).json(failure(0, r.msg));
    const now = db.orders.now();
    const seed = `wx:${r.value.orderNo}:${fields.get('code') ?? ''}`;
    return response(200).json(
      success({
        appId: WX_APP_ID,
        timeStamp: String(Math.floor(now.getTime() / 1000)),
        nonceStr: token(`${seed}:nonce`, 32, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
        package: `prepay_id=wx${formatTime(now).replace(/\D/g, '')}${token(`${seed}:prepay`, 18).toLowerCase()}`,
        signType: 'MD5',
        paySign: token(`${seed}:sign`, 32),
      }),
    );
  }),

  http.post('/api/account/order/get_weixin_pay_code', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const redirect = fields.get('redirect_uri') ?? '';
    if (!URL.canParse(redirect) || redirect.length > 512)
      return response(200).json(failure(0, '回跳地址有误'));
    const r = withOrder(fields, (no) => db.orders.payable(user.userId, no, [6]));
    if (!r.ok) return response(200).json(failure(0, r.msg));
    // The mock's simulated OAuth page (gateways.ts), on the shop's origin, stands in for WeChat's.
    const oauthurl =
      `${new URL(redirect).origin}/__mock/gateway/weixin-oauth` +
      `?appid=${WX_APP_ID}&redirect_uri=${encodeURIComponent(redirect)}` +
      `&response_type=code&scope=snsapi_base&state=${r.value.orderNo}#wechat_redirect`;
    return response(200).json(success({ oauthurl }));
  }),

  http.get('/api/account/order/get_alipay_info', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const r = withOrder(fields, (no) => db.orders.payable(user.userId, no, [2, 11]));
    if (!r.ok) return response(200).json(failure(0, r.msg));
    return response(200).json(
      success(alipayForm(r.value, db.orders.amount(r.value), db.orders.now(), originOf(request))),
    );
  }),
];
