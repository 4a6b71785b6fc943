// Seeded accounts, coupons, exchange codes, the new-user gift and third-party bindings. The values
// here are the development facts of docs/mock.md and the contract examples (openapi/), so keep
// them in step with those.
import { FIXTURE_NOW, daysBefore } from '../../core/time';
import type { User } from '../../db';

export const SMS_CODE = '123456';
export const SMS_SECRET = 'dev-sms-secret';
export const DEFAULT_AVATAR = '/mock-assets/avatars/default.png';

export const SEED_USERS: readonly User[] = [
  {
    userId: 10001,
    mobile: '13800138000',
    password: 'abc123',
    token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
    nickName: '机友_8000',
    avatar: DEFAULT_AVATAR,
  },
  {
    userId: 10002,
    mobile: '13900139000',
    password: 'abc123',
    token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f',
    nickName: '机友_9000',
    avatar: '/mock-assets/avatars/user-10002.png',
  },
  {
    userId: 10003,
    mobile: '13700137000',
    password: 'abc123',
    token: '9a4e6b2c8d1f3a5e7b0c4d6f8a2e1b3c',
    nickName: '机友_7000',
    avatar: '/mock-assets/avatars/user-10003.png',
  },
];

/** Users created at run time (register, third-party binding) get ids after the seeded ones. */
export const FIRST_NEW_USER_ID = 10101;

/**
 * What a coupon applies to. The contract's Coupon carries only texts (bonus_info, explain_word),
 * so the rule behind the text lives here: `all` products, `phone`s, `part`s, or listed product ids;
 * `minFen` is the threshold of 满X减Y, checked against a phone's price.
 */
export type CouponScope = 'all' | 'phone' | 'part' | { productIds: readonly number[] };

export interface CouponKind {
  amountFen: number;
  minFen: number;
  scope: CouponScope;
  info: string;
  explain: string;
}

export const KINDS = {
  phone1000: {
    amountFen: 10_000,
    minFen: 100_000,
    scope: 'phone',
    info: '满1000减100',
    explain: '仅限购买手机使用，不与其他优惠同享',
  },
  part200: { amountFen: 2_000, minFen: 0, scope: 'part', info: '满200减20', explain: '配件专用券' },
  any50: { amountFen: 5_000, minFen: 0, scope: 'all', info: '无门槛50元', explain: '全场通用，无使用门槛' },
  models200: {
    amountFen: 20_000,
    minFen: 0,
    scope: { productIds: [10001, 10002, 10003] },
    info: '指定机型立减200',
    explain: '仅限商品 10001、10002、10003 使用',
  },
  all3000: {
    amountFen: 15_000,
    minFen: 300_000,
    scope: 'all',
    info: '满3000减150',
    explain: '全场通用，商品满3000元可用',
  },
  all300: { amountFen: 3_000, minFen: 0, scope: 'all', info: '满300减30', explain: '全场通用' },
  all10: { amountFen: 1_000, minFen: 0, scope: 'all', info: '无门槛10元', explain: '全场通用，无使用门槛' },
  gift500: {
    amountFen: 3_000,
    minFen: 50_000,
    scope: 'all',
    info: '满500减30',
    explain: '新人礼包，全场通用',
  },
  gift2000: {
    amountFen: 10_000,
    minFen: 200_000,
    scope: 'phone',
    info: '满2000减100',
    explain: '新人礼包，仅限购买手机使用',
  },
  gift100: { amountFen: 1_000, minFen: 0, scope: 'part', info: '满100减10', explain: '新人礼包，配件专用券' },
} as const satisfies Record<string, CouponKind>;

export interface SeedCoupon {
  bonusId: number;
  userId: number;
  kind: CouponKind;
  createdAt: Date;
  expiresAt: Date;
  exchangeCode: string;
  used: boolean;
}

const day = (date: Date, h: number, m: number, s: number) =>
  new Date(
    `${date.toISOString().slice(0, 10)}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}+08:00`,
  );
// Usable seeds expire a year after FIXTURE_NOW, so they stay usable while the mock is in use;
// the expired and used ones show that canuse_bonus_list leaves them out.
const inAYear = day(new Date(FIXTURE_NOW.getTime() + 365 * 86_400_000), 23, 59, 59);

export const SEED_COUPONS: readonly SeedCoupon[] = [
  {
    bonusId: 50001,
    userId: 10001,
    kind: KINDS.phone1000,
    createdAt: FIXTURE_NOW,
    expiresAt: inAYear,
    exchangeCode: '',
    used: false,
  },
  {
    bonusId: 50002,
    userId: 10001,
    kind: KINDS.part200,
    createdAt: day(daysBefore(2), 10, 20, 0),
    expiresAt: inAYear,
    exchangeCode: 'SJ8K2M9Q',
    used: false,
  },
  {
    bonusId: 50003,
    userId: 10001,
    kind: KINDS.any50,
    createdAt: daysBefore(5),
    expiresAt: inAYear,
    exchangeCode: '',
    used: false,
  },
  {
    bonusId: 50004,
    userId: 10001,
    kind: KINDS.models200,
    createdAt: daysBefore(7),
    expiresAt: inAYear,
    exchangeCode: '',
    used: false,
  },
  {
    bonusId: 50005,
    userId: 10001,
    kind: KINDS.all3000,
    createdAt: daysBefore(9),
    expiresAt: inAYear,
    exchangeCode: '',
    used: false,
  },
  {
    bonusId: 50006,
    userId: 10001,
    kind: KINDS.all300,
    createdAt: daysBefore(50),
    expiresAt: day(daysBefore(20), 23, 59, 59),
    exchangeCode: '',
    used: false,
  },
  {
    bonusId: 50007,
    userId: 10001,
    kind: KINDS.all10,
    createdAt: daysBefore(30),
    expiresAt: inAYear,
    exchangeCode: '',
    used: true,
  },
  {
    bonusId: 50008,
    userId: 10002,
    kind: KINDS.any50,
    createdAt: daysBefore(3),
    expiresAt: inAYear,
    exchangeCode: '',
    used: false,
  },
];

/** Coupons issued at run time (gift, exchange) get ids from here. */
export const FIRST_NEW_COUPON_ID = 50101;
/** Days an issued coupon stays valid. */
export const ISSUED_VALID_DAYS = 30;

/**
 * Exchange codes: each can be redeemed once per account (promotion codes). SJ8K2M9Q is the code
 * behind the seeded coupon 50002 of user 10001, so that user redeeming it again is refused.
 */
export const EXCHANGE_CODES: Readonly<Record<string, CouponKind>> = {
  NEWUSER50: KINDS.any50,
  SHOP100: KINDS.phone1000,
  SJ8K2M9Q: KINDS.part200,
};

export const GIFT = {
  giftId: 60001,
  rateTime: 3,
  giftUrl: '/mock-assets/banners/gift.png',
  giftGetUrl: '/mock-assets/banners/gift-get.png',
  giftGetedUrl: '/mock-assets/banners/gift-geted.png',
  coupons: [KINDS.gift500, KINDS.gift2000, KINDS.gift100],
} as const;

/** Third-party authorisation codes with fixed meaning; every other code is a new, unbound account. */
export const BOUND_CODES = { weixin: 'wx-bound', alipay: 'ali-bound' } as const;
export const INVALID_AUTH_CODE = 'invalid';
