// Seeded orders and the fixed texts of the orders area. Seeds are described by state and age
// only: the phones and parts they hold are picked from the catalogue when the store is created,
// so the seeds follow whatever the catalogue fixtures hold.
import { FIXTURE_NOW } from '../../core/time';

export const ORDER_PAGE_SIZE = 10;

/** Days of the electronic warranty card (docs/product/overview.md: 1-year warranty). */
export const WARRANTY_DAYS = 365;
/** Deferred payment (payment_id 11): trial days while the funds stay frozen (docs/product/limits.md). */
export const TRIAL_DAYS = 7;

export const PAYMENT_NAMES = { 2: '支付宝支付', 6: '微信支付', 11: '支付宝先用后付' } as const;
export type PaymentId = keyof typeof PAYMENT_NAMES;

export const REFUND_REASONS = [
  '不想要了',
  '拍错了/多拍了',
  '收货地址填写错误',
  '与客服协商一致退款',
] as const;
export const REFUND_TIP = '退款金额将在 3-7 个工作日内原路退回您的支付账户';
export const THAW_TIP = '冻结金额将在 3-7 个工作日内解冻，原路退回您的支付宝账户';

export const EXPRESS = { name: '顺丰速运', img: '/mock-assets/express/sf.png', from: '东莞市' } as const;

/** A shipment's track: hours after shipping, where, and what happened (`to` is the buyer's city). */
export const TRACK_PLAN: readonly {
  hours: number;
  at: 'from' | 'to';
  info: (to: string, county: string) => string;
}[] = [
  { hours: 0, at: 'from', info: () => `【${EXPRESS.from}】顺丰速运 已收取快件` },
  { hours: 3.5, at: 'from', info: (to) => `【${EXPRESS.from}】快件已发出，下一站 ${to}转运中心` },
  { hours: 11, at: 'to', info: (to) => `【${to}】快件到达 ${to}转运中心` },
  { hours: 14, at: 'to', info: (to, county) => `【${to}】快件已发出，下一站 ${county}营业点` },
  { hours: 18, at: 'to', info: (to, county) => `【${to}】快件到达 ${county}营业点` },
  {
    hours: 19.5,
    at: 'to',
    info: (to) => `【${to}】快件交给王师傅，正在派送途中 (联系电话 13600136000)`,
  },
];
export const TRACK_SIGNED = (to: string) => `【${to}】快件已由本人签收，感谢使用顺丰速运`;

/** Used when a seeded user has no address in the addresses area. */
export const FALLBACK_ADDRESS = {
  contacts: '张三',
  phone: '13800138000',
  state: '广东省',
  city: '深圳市',
  county: '南山区',
  street: '科技园科苑路 15 号',
};

export interface OrderSeed {
  /** Fixed number (the contract's example order), else generated from the creation time. */
  orderNo?: string;
  userId: number;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  isPay: 0 | 1 | 3;
  paymentId: PaymentId;
  /** Minutes before FIXTURE_NOW the order was placed. */
  ageMinutes: number;
  /** 'phone': a phone (with `parts` bought along); 'parts': a parts-only order. */
  kind: 'phone' | 'parts';
  /** How many part skus come with it (a phone order) or make it (a parts order). */
  parts: number;
  remark: string;
  /** Cancelled seeds keep the phone on sale, so they may show a phone another order holds. */
  phoneId?: number;
}

const DAY = 24 * 60;

/** Seeds of user 10001 cover every tab: counts 1 unpaid, 2 to ship, 1 to receive, 2 to review. */
export const ORDER_SEEDS: readonly OrderSeed[] = [
  {
    orderNo: 'SJ202611201403120001',
    userId: 10001,
    status: 1,
    isPay: 1,
    paymentId: 2,
    ageMinutes: 0,
    kind: 'phone',
    parts: 1,
    remark: '请尽快发货，谢谢',
  },
  { userId: 10001, status: 0, isPay: 0, paymentId: 2, ageMinutes: 35, kind: 'phone', parts: 0, remark: '' },
  { userId: 10001, status: 1, isPay: 3, paymentId: 11, ageMinutes: DAY, kind: 'phone', parts: 0, remark: '' },
  {
    userId: 10001,
    status: 2,
    isPay: 1,
    paymentId: 6,
    ageMinutes: 3 * DAY,
    kind: 'phone',
    parts: 1,
    remark: '工作日送货',
  },
  {
    userId: 10001,
    status: 3,
    isPay: 0,
    paymentId: 2,
    ageMinutes: 5 * DAY,
    kind: 'phone',
    parts: 0,
    remark: '',
    phoneId: 10002,
  },
  {
    userId: 10001,
    status: 4,
    isPay: 1,
    paymentId: 2,
    ageMinutes: 12 * DAY,
    kind: 'phone',
    parts: 0,
    remark: '',
  },
  {
    userId: 10001,
    status: 4,
    isPay: 1,
    paymentId: 2,
    ageMinutes: 20 * DAY,
    kind: 'parts',
    parts: 2,
    remark: '',
  },
  {
    userId: 10001,
    status: 5,
    isPay: 1,
    paymentId: 2,
    ageMinutes: 40 * DAY,
    kind: 'phone',
    parts: 0,
    remark: '',
  },
  // Over a year old: its warranty card shows rest_time 0 (已过保).
  {
    userId: 10001,
    status: 5,
    isPay: 1,
    paymentId: 6,
    ageMinutes: 400 * DAY,
    kind: 'phone',
    parts: 0,
    remark: '',
  },
  // The second development user has an order too (another user's order must be refused).
  {
    userId: 10002,
    status: 1,
    isPay: 1,
    paymentId: 2,
    ageMinutes: 2 * DAY,
    kind: 'phone',
    parts: 0,
    remark: '',
  },
];

export const seedTime = (ageMinutes: number) => new Date(FIXTURE_NOW.getTime() - ageMinutes * 60_000);
