// Orders (docs/product/states.md is the law for states): submission from buy-now or the cart, the order pages,
// the state actions (cancel, delete, confirm receipt, refund, deferred-payment thaw), logistics,
// warranty cards and the control API's advance. order_status 0 unpaid, 1 to ship, 2 to receive,
// 3 cancelled, 4 completed, 5 reviewed; aftersale_status 0 none, 1 refunding, 2 under repair.
import { refill, type Persistent } from '../../core/persistent';
import type {
  AccountsApi,
  AddressesApi,
  CatalogueApi,
  OrderInfo,
  OrdersApi,
  PartSkuInfo,
  PhoneInfo,
  Schemas,
} from '../../db';
import { toFen, toYuan } from '../../core/money';
import { createRandom } from '../../core/random';
import { FIXTURE_NOW, formatTime } from '../../core/time';
import type { CartStore } from '../cart/store';
import {
  EXPRESS,
  FALLBACK_ADDRESS,
  ORDER_PAGE_SIZE,
  ORDER_SEEDS,
  PAYMENT_NAMES,
  REFUND_TIP,
  THAW_TIP,
  TRACK_PLAN,
  TRACK_SIGNED,
  TRIAL_DAYS,
  WARRANTY_DAYS,
  seedTime,
  type OrderSeed,
  type PaymentId,
} from './fixtures';

export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 5;
export type AftersaleStatus = 0 | 1 | 2;
export type PayState = 0 | 1 | 2 | 3;

export interface OrderPartLine {
  skuId: number;
  productId: number;
  name: string;
  spec: string;
  priceFen: number;
  num: number;
  pic: string;
}

export interface OrderPhoneLine {
  productId: number;
  name: string;
  spec: string;
  priceFen: number;
  pic: string;
  services: { id: number; name: string; priceFen: number }[];
}

export interface Order {
  orderNo: string;
  userId: number;
  /** Orders created by one submission share it (the detail's order_list). */
  batch: string;
  createdAt: Date;
  status: OrderStatus;
  aftersale: AftersaleStatus;
  isPay: PayState;
  paymentId: PaymentId;
  /** At most one phone per order: every refurbished phone is a single device. */
  phone?: OrderPhoneLine;
  /** Parts bought with the phone, or the parts of a parts-only order. */
  parts: OrderPartLine[];
  expressFen: number;
  bonus?: { id: number; amountFen: number; info: string };
  remark: string;
  customerName: string;
  address: typeof FALLBACK_ADDRESS;
  paidAt?: Date;
  /**
   * A seeded deferred payment's trial end: the days it had left at FIXTURE_NOW, counted from when
   * the mock seeded (otherwise paidAt + TRIAL_DAYS).
   */
  trialEndsAt?: Date;
  shippedAt?: Date;
  completedAt?: Date;
  expressNo?: string;
  refund?: { reason: string; at: Date; amountFen: number; thaw: boolean };
  deleted: boolean;
}

export interface SubmitItem {
  productId: number;
  productType: 1 | 2;
  serviceIds: number[];
  parts: { skuId: number; num: number }[];
  remark: string;
  bonusId: number;
}

export interface SubmitInput {
  paymentId: number;
  addressId: number | undefined;
  fromWhere: 1 | 2;
  items: SubmitItem[];
  customerName: string;
  submitToken?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; msg: string };

export interface OrdersStore extends OrdersApi, Persistent {
  submit(userId: number, input: SubmitInput): Result<Schemas['OrderSubmitResult']>;
  /** One page of the user's orders, newest first; state filters by order_status. */
  list(userId: number, state: number | undefined, page: number): Schemas['OrderListItem'][];
  counts(userId: number): Schemas['OrderCounts'];
  /** The user's own, not deleted order; undefined for anyone else's. */
  find(userId: number, orderNo: string): Order | undefined;
  detail(userId: number, orderNo: string): Schemas['OrderDetail'] | undefined;
  cancel(userId: number, orderNo: string): Result<Order>;
  remove(userId: number, orderNo: string): Result<Order>;
  confirmReceipt(userId: number, orderNo: string): Result<Order>;
  refund(
    userId: number,
    orderNo: string,
    reason: string,
    via: 'refund' | 'thaw',
  ): Result<Schemas['RefundResult']>;
  thawInfo(userId: number, orderNo: string): Result<Schemas['ThawInfo']>;
  logistics(userId: number, orderNo: string): Result<Schemas['Logistics']>;
  guarantees(userId: number): Schemas['WarrantyCard'][];
  /** An order the user can pay now with one of these payment ids. */
  payable(userId: number, orderNo: string, paymentIds: readonly number[]): Result<Order>;
  /** Total to pay, in yuan. */
  amount(order: Order): string;
  now(): Date;
}

const NOT_FOUND = '订单不存在或已删除';
const STATE_CHANGED = '订单状态已变更，请刷新';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Without a submit_token, an identical submission this soon after is a double tap, not a new order. */
const REPEAT_WINDOW_MS = 30_000;

const STATUS_NAMES = ['待付款', '待发货', '待收货', '已取消', '已完成', '已评价'] as const;
const isPaymentId = (id: number): id is PaymentId => id in PAYMENT_NAMES;

/**
 * Version and network as the cart and the confirm page show what was bought ("国行 / 移动5G/联通5G"):
 * the networks as the catalogue lists them, never summed up under another name.
 */
function phoneSpec(phone: PhoneInfo): string {
  const nets = phone.network
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return [phone.banben, nets.join('/')].filter(Boolean).join(' / ');
}

/** A submit_token already used for an order of other content (lines, remark, address, payment). */
const TOKEN_REUSED = '该下单凭证已用于另一笔订单，请到我的订单查看';

const digits = (date: Date) => formatTime(date).replace(/\D/g, '');

export function createOrdersStore({
  catalogue,
  accounts,
  addresses,
  cart,
}: {
  catalogue: CatalogueApi;
  accounts: AccountsApi;
  addresses: AddressesApi;
  cart: CartStore;
}): OrdersStore {
  const orders = new Map<string, Order>();
  /** What each submission placed; `content` (absent in older saved states) is what it asked for. */
  const submissions = new Map<string, { orderNos: string[]; at: number; content?: string }>();
  const createdAt = Date.now();
  let batchSeq = 0;

  /** The real clock, except on a machine whose clock is behind the fixtures: then fixture time runs on. */
  const now = (): Date =>
    Date.now() >= FIXTURE_NOW.getTime()
      ? new Date()
      : new Date(FIXTURE_NOW.getTime() + Date.now() - createdAt);

  function newOrderNo(at: Date): string {
    const stamp = `SJ${digits(at)}`;
    let serial = 1;
    while (orders.has(`${stamp}${String(serial).padStart(4, '0')}`)) serial++;
    return `${stamp}${String(serial).padStart(4, '0')}`;
  }

  const goodsFen = (o: Order) =>
    (o.phone ? o.phone.priceFen + o.phone.services.reduce((s, x) => s + x.priceFen, 0) : 0) +
    o.parts.reduce((s, p) => s + p.priceFen * p.num, 0);
  const totalFen = (o: Order) => goodsFen(o) + o.expressFen - (o.bonus?.amountFen ?? 0);
  const pieces = (o: Order) => (o.phone ? 1 : 0) + o.parts.reduce((s, p) => s + p.num, 0);

  const mine = (userId: number, orderNo: string) => {
    const o = orders.get(orderNo);
    return o && o.userId === userId && !o.deleted ? o : undefined;
  };

  const info = (o: Order): OrderInfo => ({
    orderNo: o.orderNo,
    userId: o.userId,
    status: o.status,
    products: [
      ...(o.phone ? [{ productId: o.phone.productId, name: o.phone.name, pic: o.phone.pic }] : []),
      ...o.parts.map((p) => ({ productId: p.productId, name: p.name, pic: p.pic })),
    ],
  });

  // ---- views in the contract's shapes ----

  const partRow = (p: OrderPartLine): Schemas['OrderPart'] => ({
    product_id: p.productId,
    product_name: p.name,
    selected_ps: p.spec,
    purchase_num: p.num,
    price: toYuan(p.priceFen),
    main_pic: p.pic,
  });

  function productRows(o: Order): Schemas['OrderProduct'][] {
    if (o.phone) {
      const ph = o.phone;
      return [
        {
          product_id: ph.productId,
          product_type: 1,
          product_name: ph.name,
          selected_ps: ph.spec,
          price: toYuan(ph.priceFen),
          purchase_num: 1,
          main_pic: ph.pic,
          server_arr: ph.services.map((s) => ({
            server_id: s.id,
            server_name: s.name,
            server_price: toYuan(s.priceFen),
          })),
          p_product_parts_arr: o.parts.map(partRow),
        },
      ];
    }
    return o.parts.map((p) => ({
      product_id: p.productId,
      product_type: 2,
      product_name: p.name,
      selected_ps: p.spec,
      price: toYuan(p.priceFen),
      purchase_num: p.num,
      main_pic: p.pic,
      server_arr: [],
      p_product_parts_arr: [],
    }));
  }

  const brief = (o: Order): Schemas['OrderBrief'] => ({
    order_no: o.orderNo,
    order_status: o.status,
    total_amount: toYuan(totalFen(o)),
  });

  /** What the list rows and the detail's order_info both say of an order. */
  const summary = (o: Order) => ({
    order_no: o.orderNo,
    create_at: formatTime(o.createdAt),
    order_status: o.status,
    aftersale_status: o.aftersale,
    is_pay: o.isPay,
    payment_id: o.paymentId,
    payment_name: PAYMENT_NAMES[o.paymentId],
    total_amount: toYuan(totalFen(o)),
    express_amount: toYuan(o.expressFen),
    total_purchase_num: pieces(o),
  });

  const listItem = (o: Order): Schemas['OrderListItem'] => ({ ...summary(o), product_list: productRows(o) });

  function detailOf(o: Order): Schemas['OrderDetail'] {
    const rows = productRows(o);
    return {
      order_info: {
        ...summary(o),
        bonus_amount: toYuan(o.bonus?.amountFen ?? 0),
        product_id: o.phone?.productId ?? 0,
        buyer_remark: o.remark,
        bonusid: o.bonus?.id ?? 0,
        bonusnum: toYuan(o.bonus?.amountFen ?? 0),
        contacts: o.address.contacts,
        phone: o.address.phone,
        g_state: o.address.state,
        city: o.address.city,
        g_county: o.address.county,
        address: o.address.street,
        express_name: o.expressNo ? EXPRESS.name : '',
        express_no: o.expressNo ?? '',
      },
      ...(o.phone ? { product_info: rows[0] } : {}),
      product_list: rows,
      order_list: [...orders.values()].filter((x) => x.batch === o.batch && !x.deleted).map(brief),
      bonus_list: o.bonus
        ? [{ bonus_id: o.bonus.id, bonus_num: toYuan(o.bonus.amountFen), bonus_info: o.bonus.info }]
        : [],
    };
  }

  function track(o: Order): Schemas['TrackNode'][] {
    if (!o.shippedAt) return [];
    const shipped = o.shippedAt.getTime();
    const to = o.address.city || o.address.state || '收货地';
    const county = o.address.county || to;
    const last = TRACK_PLAN[TRACK_PLAN.length - 1].hours * HOUR;
    // A parcel received sooner than the plan (the control API moves fast) squeezes its track
    // in between shipping and receipt; otherwise nodes appear as their planned time comes.
    const until = o.completedAt?.getTime();
    const scale = until !== undefined ? Math.min(1, (until - shipped) / (last + HOUR)) : 1;
    const limit = until ?? now().getTime();
    const nodes = TRACK_PLAN.map((n) => ({
      place: n.at === 'from' ? EXPRESS.from : to,
      info: n.info(to, county),
      time: shipped + n.hours * HOUR * scale,
    })).filter((n) => n.time <= limit);
    if (until !== undefined) nodes.push({ place: to, info: TRACK_SIGNED(to), time: until });
    return nodes
      .sort((a, b) => b.time - a.time)
      .map((n) => ({ place: n.place, info: n.info, datetime: formatTime(new Date(n.time)) }));
  }

  function warrantyTag(orderNo: string): string {
    const r = createRandom(`warranty:${orderNo}`);
    const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    return `F${Array.from({ length: 11 }, () => r.pick([...chars])).join('')}`;
  }

  /** Records the parcel; the caller sets the state (seeds ship orders that are already received). */
  function ship(o: Order, at: Date) {
    o.shippedAt = at;
    const r = createRandom(`express:${o.orderNo}`);
    o.expressNo = `SF${Array.from({ length: 13 }, () => r.int(0, 9)).join('')}`;
  }

  /** Deferred payment: funds frozen from payment for TRIAL_DAYS. */
  const trialEnd = (o: Order) =>
    o.trialEndsAt ?? (o.paidAt ? new Date(o.paidAt.getTime() + TRIAL_DAYS * DAY) : undefined);

  // ---- submission ----

  function repeatOf(key: string, content: string): Result<Schemas['OrderSubmitResult']> | undefined {
    const prior = submissions.get(key);
    if (!prior) return undefined;
    // A token names one order: the same content again is that order, other content is refused.
    if (prior.content !== undefined && prior.content !== content) return { ok: false, msg: TOKEN_REUSED };
    if (key.startsWith('f:') && Date.now() - prior.at > REPEAT_WINDOW_MS) return undefined;
    const placed = prior.orderNos.map((no) => orders.get(no)).filter((o) => o !== undefined);
    return { ok: true, value: resultOf(placed, 1) };
  }

  function resultOf(placed: Order[], isRepeat: 0 | 1): Schemas['OrderSubmitResult'] {
    const first = placed[0];
    const payFen = placed.filter((o) => o.status === 0).reduce((s, o) => s + totalFen(o), 0);
    const next = payFen === 0 ? 'none' : first.paymentId === 6 ? 'weixin_oauth' : 'alipay_form';
    return {
      order_no: first.orderNo,
      order_list: placed.map(brief),
      total_amount: toYuan(placed.reduce((s, o) => s + totalFen(o), 0)),
      pay_info: {
        payment_id: first.paymentId,
        payment_name: PAYMENT_NAMES[first.paymentId],
        pay_amount: toYuan(payFen),
        next,
      },
      is_repeat: isRepeat,
    };
  }

  interface Plan {
    item: SubmitItem;
    phone?: PhoneInfo;
    services: OrderPhoneLine['services'];
    parts: OrderPartLine[];
  }

  function submit(userId: number, input: SubmitInput): Result<Schemas['OrderSubmitResult']> {
    // Everything below is synchronous: two identical submissions cannot interleave.
    const content = JSON.stringify([input.paymentId, input.addressId, input.fromWhere, input.items]);
    const key = input.submitToken ? `t:${userId}:${input.submitToken}` : `f:${userId}:${content}`;
    const repeated = repeatOf(key, content);
    if (repeated) return repeated;

    if (!isPaymentId(input.paymentId)) return { ok: false, msg: '请选择支付方式' };
    const paymentId = input.paymentId;
    const address = input.addressId !== undefined ? addresses.address(userId, input.addressId) : undefined;
    if (!address) return { ok: false, msg: '请选择地址' };
    if (input.items.length === 0) return { ok: false, msg: '请选择要购买的商品' };

    // Check everything before changing anything, so a refused order leaves no trace.
    const plans: Plan[] = [];
    const phoneIds = new Set<number>();
    const demand = new Map<number, number>();
    const bonusIds = new Set<number>();
    for (const item of input.items) {
      if ([...item.remark].length > 50) return { ok: false, msg: '买家留言最多 50 字' };
      const plan: Plan = { item, services: [], parts: [] };
      if (item.productType === 1) {
        const phone = catalogue.phone(item.productId);
        if (!phone) return { ok: false, msg: '商品不存在' };
        if (phone.sold) return { ok: false, msg: '商品已售出，请选择其他商品' };
        if (!phone.onSale) return { ok: false, msg: '商品已下架，请选择其他商品' };
        if (phoneIds.has(phone.productId)) return { ok: false, msg: '同一台手机只能购买一次' };
        phoneIds.add(phone.productId);
        for (const id of new Set(item.serviceIds)) {
          const s = phone.services.find((x) => x.id === id);
          if (!s) return { ok: false, msg: '所选服务不存在' };
          plan.services.push({ id: s.id, name: s.server_name2, priceFen: toFen(s.server_price) });
        }
        plan.phone = phone;
      } else if (item.parts.length === 0) {
        return { ok: false, msg: '请选择配件规格' };
      }
      for (const { skuId, num } of item.parts) {
        const sku = catalogue.partSku(skuId);
        if (!sku) return { ok: false, msg: '配件不存在' };
        const wanted = (demand.get(skuId) ?? 0) + num;
        demand.set(skuId, wanted);
        if (wanted > sku.storage) return { ok: false, msg: `${sku.name} 库存不足` };
        plan.parts.push({
          skuId,
          productId: sku.productId,
          name: sku.name,
          // As the catalogue writes it: option names may hold spaces ("1 米"), so no re-joining.
          spec: sku.specText,
          priceFen: toFen(sku.price),
          num,
          pic: sku.pic,
        });
      }
      if (item.bonusId > 0) {
        if (bonusIds.has(item.bonusId)) return { ok: false, msg: '同一张优惠券只能使用一次' };
        bonusIds.add(item.bonusId);
        const productId = plan.phone?.productId ?? plan.parts[0]?.productId;
        if (!accounts.usableCoupons(userId, productId).some((c) => c.bonus_id === item.bonusId))
          return { ok: false, msg: '优惠券不可用' };
      }
      plans.push(plan);
    }

    // Commit: coupons, stock, phones. Undo what was done if a step still fails.
    const used: number[] = [];
    const taken: [number, number][] = [];
    const undo = () => {
      used.forEach((id) => accounts.restoreCoupon(userId, id));
      taken.forEach(([sku, num]) => catalogue.returnStock(sku, num));
    };
    const coupons = new Map<number, Schemas['Coupon']>();
    for (const id of bonusIds) {
      const coupon = accounts.useCoupon(userId, id);
      if (!coupon) {
        undo();
        return { ok: false, msg: '优惠券不可用' };
      }
      used.push(id);
      coupons.set(id, coupon);
    }
    for (const [sku, num] of demand) {
      if (!catalogue.takeStock(sku, num)) {
        undo();
        return { ok: false, msg: '配件库存不足' };
      }
      taken.push([sku, num]);
    }
    phoneIds.forEach((id) => catalogue.markSold(id));

    const at = now();
    const batch = `B${++batchSeq}`;
    const placed: Order[] = plans.map(({ item, phone, services, parts }) => {
      const order: Order = {
        orderNo: newOrderNo(at),
        userId,
        batch,
        createdAt: at,
        status: 0,
        aftersale: 0,
        isPay: 0,
        paymentId,
        phone: phone && {
          productId: phone.productId,
          name: phone.name,
          spec: phoneSpec(phone),
          priceFen: toFen(phone.price),
          pic: phone.pic,
          services,
        },
        parts,
        expressFen: 0, // free delivery (包邮): docs/product names express_amount but no fee
        remark: item.remark,
        customerName: input.customerName || address.address_name,
        address: {
          contacts: address.address_name,
          phone: address.address_mobile_phone,
          state: address.address_state_name ?? '',
          city: address.address_city_name ?? '',
          county: address.address_county_name ?? '',
          street: address.address_street,
        },
        deleted: false,
      };
      const coupon = coupons.get(item.bonusId);
      if (coupon) {
        // A coupon never takes the order below zero.
        const amountFen = Math.min(toFen(coupon.bonus_num), goodsFen(order));
        order.bonus = { id: coupon.bonus_id, amountFen, info: coupon.bonus_info ?? '' };
      }
      // Nothing to pay (the coupon covered it all): the order is paid at once.
      if (totalFen(order) === 0) Object.assign(order, { status: 1, isPay: 1, paidAt: at });
      orders.set(order.orderNo, order);
      return order;
    });

    if (input.fromWhere === 2)
      cart.removeOrdered(
        userId,
        [...phoneIds],
        [...demand].map(([skuId, num]) => ({ skuId, num })),
      );
    submissions.set(key, { orderNos: placed.map((o) => o.orderNo), at: Date.now(), content });
    return { ok: true, value: resultOf(placed, 0) };
  }

  // ---- actions ----

  function cancel(userId: number, orderNo: string): Result<Order> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (o.status !== 0 || o.isPay !== 0 || o.aftersale !== 0) return { ok: false, msg: STATE_CHANGED };
    o.status = 3;
    // Whatever the order held goes back: the phone on sale, the parts in stock, the coupon usable.
    if (o.phone) catalogue.markAvailable(o.phone.productId);
    o.parts.forEach((p) => catalogue.returnStock(p.skuId, p.num));
    if (o.bonus) accounts.restoreCoupon(o.userId, o.bonus.id);
    return { ok: true, value: o };
  }

  function remove(userId: number, orderNo: string): Result<Order> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (o.status !== 3) return { ok: false, msg: '只能删除已取消的订单，请刷新' };
    o.deleted = true;
    return { ok: true, value: o };
  }

  function complete(o: Order) {
    o.status = 4;
    o.completedAt = now();
  }

  function confirmReceipt(userId: number, orderNo: string): Result<Order> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (o.status !== 2 || o.aftersale !== 0) return { ok: false, msg: STATE_CHANGED };
    complete(o);
    return { ok: true, value: o };
  }

  function refund(
    userId: number,
    orderNo: string,
    reason: string,
    via: 'refund' | 'thaw',
  ): Result<Schemas['RefundResult']> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (o.status !== 1 || o.aftersale !== 0) return { ok: false, msg: STATE_CHANGED };
    if (via === 'thaw') {
      if (o.paymentId !== 11 || o.isPay !== 3)
        return { ok: false, msg: '该订单不是先用后付订单，请使用普通退款' };
      // Past the trial the frozen funds have been charged: nothing left to thaw.
      const end = trialEnd(o);
      if (!end || now() >= end) return { ok: false, msg: '试用期已结束，冻结金额已扣款' };
    } else if (o.isPay === 0 || (o.isPay === 3 && o.paymentId !== 11)) {
      // docs/product/states.md: refund is offered to ship when is_pay is not 3, or is 3 with payment 11.
      return { ok: false, msg: STATE_CHANGED };
    }
    const amountFen = totalFen(o);
    o.aftersale = 1;
    o.refund = { reason, at: now(), amountFen, thaw: via === 'thaw' };
    return {
      ok: true,
      value: {
        order_no: o.orderNo,
        refund_amount: toYuan(amountFen),
        order_status: o.status,
        aftersale_status: o.aftersale,
        tip: via === 'thaw' ? THAW_TIP : REFUND_TIP,
      },
    };
  }

  function thawInfo(userId: number, orderNo: string): Result<Schemas['ThawInfo']> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (o.paymentId !== 11) return { ok: false, msg: '该订单不是先用后付订单' };
    const end = trialEnd(o);
    if (!end) return { ok: false, msg: '订单尚未授权，暂无冻结信息' };
    const status = o.refund ? 1 : now() >= end ? 3 : 0;
    return {
      ok: true,
      value: {
        order_no: o.orderNo,
        thaw_status: status,
        freeze_amount: toYuan(totalFen(o)),
        thaw_amount: '0.00', // thawing takes 3-7 working days; nothing thawed yet in the mock
        trial_days: 7,
        trial_end_at: formatTime(end),
        can_refund: status === 0 && o.status === 1 && o.aftersale === 0 ? 1 : 0,
      },
    };
  }

  function logistics(userId: number, orderNo: string): Result<Schemas['Logistics']> {
    const o = mine(userId, orderNo);
    if (!o) return { ok: false, msg: NOT_FOUND };
    if (!o.expressNo) return { ok: false, msg: '订单尚未发货，暂无物流信息' };
    return {
      ok: true,
      value: {
        express_name: EXPRESS.name,
        express_img: EXPRESS.img,
        express_no: o.expressNo,
        track_data: track(o),
      },
    };
  }

  function guarantees(userId: number): Schemas['WarrantyCard'][] {
    const today = now().getTime();
    // One card per received phone (1-year warranty from receipt).
    const cards: { name: string; orderNo: string; received: number }[] = [];
    for (const o of orders.values()) {
      if (o.userId !== userId || !o.phone || !o.completedAt || (o.status !== 4 && o.status !== 5)) continue;
      cards.push({ name: o.phone.name, orderNo: o.orderNo, received: o.completedAt.getTime() });
    }
    return cards
      .sort((a, b) => b.received - a.received)
      .map((c) => ({
        product_name: c.name,
        tag: warrantyTag(c.orderNo),
        rest_time: Math.max(0, WARRANTY_DAYS - Math.floor((today - c.received) / DAY)),
      }));
  }

  // ---- OrdersApi (other areas, control API) ----

  function advance(orderNo: string, to: 'paid' | 'shipped' | 'completed'): OrderInfo {
    const o = orders.get(orderNo);
    if (!o || o.deleted) throw new Error(`no order ${orderNo}`);
    const where = `order ${orderNo} is ${STATUS_NAMES[o.status]} (order_status ${o.status}${o.aftersale ? `, aftersale_status ${o.aftersale}` : ''})`;
    const need = (status: OrderStatus, label: string) => {
      if (o.status !== status || o.aftersale !== 0)
        throw new Error(
          `${where}; "${to}" needs an order ${label} (order_status ${status}) without after-sales`,
        );
    };
    if (to === 'paid') {
      need(0, 'awaiting payment');
      o.status = 1;
      // Deferred payment (11) authorises and freezes the funds instead of charging them.
      o.isPay = o.paymentId === 11 ? 3 : 1;
      o.paidAt = now();
    } else if (to === 'shipped') {
      need(1, 'awaiting shipment');
      o.status = 2;
      ship(o, now());
    } else {
      need(2, 'awaiting receipt');
      complete(o);
    }
    return info(o);
  }

  function markReviewed(orderNo: string): void {
    const o = orders.get(orderNo);
    if (!o || o.deleted) throw new Error(`no order ${orderNo}`);
    if (o.status === 5) return; // already reviewed: publishing again changes nothing
    if (o.status !== 4)
      throw new Error(
        `order ${orderNo} is ${STATUS_NAMES[o.status]}; only a completed order (state 4) can be reviewed`,
      );
    o.status = 5;
  }

  // ---- seeds ----

  function seed() {
    const rand = createRandom('orders');
    const seededAt = now().getTime();
    // Seeded orders hold phones: the catalogue's sold phones first (no side effect), then phones
    // on sale from the end of the range (marked sold), keeping the showcase 10001/10002 buyable.
    const phones: PhoneInfo[] = [];
    for (let id = 10003; id <= 10400; id++) {
      const p = catalogue.phone(id);
      if (p) phones.push(p);
    }
    const sold = phones.filter((p) => p.sold);
    const onSale = phones.filter((p) => !p.sold).reverse();
    const pool = [...sold, ...onSale];
    const skus: PartSkuInfo[] = [];
    for (const start of [20001, 21001]) {
      for (let id = start; id < start + 300; id++) {
        const s = catalogue.partSku(id);
        // Only skus in stock with a well-formed price make a believable past order.
        if (s && s.storage > 0 && /^\d+\.\d{2}$/.test(s.price)) skus.push(s);
      }
    }

    const fallback = (userId: number) => {
      const a = addresses.address(userId, userId === 10001 ? 40001 : 0);
      return a
        ? {
            contacts: a.address_name,
            phone: a.address_mobile_phone,
            state: a.address_state_name ?? '',
            city: a.address_city_name ?? '',
            county: a.address_county_name ?? '',
            street: a.address_street,
          }
        : userId === 10001
          ? FALLBACK_ADDRESS
          : { ...FALLBACK_ADDRESS, contacts: '李四', phone: '13900139000' };
    };

    const seedOne = (s: OrderSeed) => {
      let phone: PhoneInfo | undefined;
      if (s.kind === 'phone') {
        phone = s.phoneId !== undefined ? catalogue.phone(s.phoneId) : pool.shift();
        if (!phone) return; // the catalogue has fewer phones than seeds
      }
      const parts = rand.shuffle(skus).slice(0, s.parts);
      if (s.kind === 'parts' && parts.length === 0) return;
      const created = seedTime(s.ageMinutes);
      const orderNo = s.orderNo ?? `SJ${digits(created)}${String(rand.int(1, 9999)).padStart(4, '0')}`;
      const services = phone ? phone.services.filter((x) => x.id === 3 || rand.chance(0.3)) : [];
      const o: Order = {
        orderNo,
        userId: s.userId,
        batch: `S${orderNo}`,
        createdAt: created,
        status: s.status,
        aftersale: 0,
        isPay: s.isPay,
        paymentId: s.paymentId,
        phone: phone && {
          productId: phone.productId,
          name: phone.name,
          spec: phoneSpec(phone),
          priceFen: toFen(phone.price),
          pic: phone.pic,
          services: services.map((x) => ({
            id: x.id,
            name: x.server_name2,
            priceFen: toFen(x.server_price),
          })),
        },
        parts: parts.map((p) => ({
          skuId: p.skuId,
          productId: p.productId,
          name: p.name,
          spec: p.specText,
          priceFen: toFen(p.price),
          num: s.kind === 'parts' ? rand.int(1, 2) : 1,
          pic: p.pic,
        })),
        expressFen: 0,
        remark: s.remark,
        customerName: '',
        address: fallback(s.userId),
        deleted: false,
      };
      o.customerName = o.address.contacts;
      // A timeline in the past: paid minutes after ordering, shipped a day later, received days later.
      const t = created.getTime();
      if (s.isPay !== 0) o.paidAt = new Date(t + Math.min(s.ageMinutes / 2, rand.int(1, 10)) * 60_000);
      // The seeded timeline is dated from FIXTURE_NOW, the clock is the real one: a trial still
      // running at FIXTURE_NOW keeps its days left from the seeding on, so the development
      // pay-later order stays refundable by thaw whatever the calendar says.
      if (o.paidAt && o.paymentId === 11)
        o.trialEndsAt = new Date(o.paidAt.getTime() + TRIAL_DAYS * DAY + (seededAt - FIXTURE_NOW.getTime()));
      if (s.status >= 2 && s.status !== 3) ship(o, new Date(t + rand.int(18, 26) * HOUR));
      if (s.status === 4 || s.status === 5) o.completedAt = new Date(t + rand.int(3, 4) * DAY);
      if (phone && s.status !== 3 && !phone.sold) catalogue.markSold(phone.productId);
      orders.set(orderNo, o);
    };

    ORDER_SEEDS.forEach(seedOne);
  }

  seed();

  return {
    snapshot: () => ({ orders, submissions, batchSeq }),
    restore(state) {
      const s = state as { orders: typeof orders; submissions: typeof submissions; batchSeq: number };
      refill(orders, s.orders);
      refill(submissions, s.submissions);
      batchSeq = s.batchSeq;
    },
    order: (orderNo) => {
      const o = orders.get(orderNo);
      return o && !o.deleted ? info(o) : undefined;
    },
    markReviewed,
    advance,
    submit,
    list(userId, state, pageNo) {
      const all = [...orders.values()]
        .filter((o) => o.userId === userId && !o.deleted && (state === undefined || o.status === state))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.orderNo.localeCompare(a.orderNo));
      return all.slice((pageNo - 1) * ORDER_PAGE_SIZE, pageNo * ORDER_PAGE_SIZE).map(listItem);
    },
    counts(userId) {
      const n = (status: OrderStatus) =>
        [...orders.values()].filter((o) => o.userId === userId && !o.deleted && o.status === status).length;
      return {
        order_status_waitpay_count: n(0),
        order_status_process_count: n(1),
        order_status_waitget_count: n(2),
        order_status_finish_count: n(4),
      };
    },
    find: mine,
    detail: (userId, orderNo) => {
      const o = mine(userId, orderNo);
      return o && detailOf(o);
    },
    cancel,
    remove,
    confirmReceipt,
    refund,
    thawInfo,
    logistics,
    guarantees,
    payable(userId, orderNo, paymentIds) {
      const o = mine(userId, orderNo);
      if (!o) return { ok: false, msg: NOT_FOUND };
      if (o.status !== 0 || o.isPay !== 0 || o.aftersale !== 0)
        return { ok: false, msg: '订单已支付或已关闭，请刷新' };
      if (!paymentIds.includes(o.paymentId))
        return { ok: false, msg: `该订单选择的是${PAYMENT_NAMES[o.paymentId]}，请使用该方式支付` };
      return { ok: true, value: o };
    },
    amount: (o) => toYuan(totalFen(o)),
    now,
  };
}
