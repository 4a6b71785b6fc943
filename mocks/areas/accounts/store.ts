// Accounts: users and sessions, SMS codes, third-party bindings, feedback, the new-user gift and
// coupons. Other areas reach it through AccountsApi (mocks/db.ts); the handlers use the rest.
import { refill, type Persistent } from '../../core/persistent';
import type { AccountsApi, CatalogueApi, Schemas, User } from '../../db';
import { toFen, toYuan } from '../../core/money';
import { formatTime } from '../../core/time';
import { md5 } from '../../../src/domain/md5';
import {
  BOUND_CODES,
  DEFAULT_AVATAR,
  EXCHANGE_CODES,
  FIRST_NEW_COUPON_ID,
  FIRST_NEW_USER_ID,
  GIFT,
  INVALID_AUTH_CODE,
  ISSUED_VALID_DAYS,
  SEED_COUPONS,
  SEED_USERS,
  SMS_CODE,
  SMS_SECRET,
  type CouponKind,
  type SeedCoupon,
} from './fixtures';

export type Platform = 'weixin' | 'alipay';
export const PLAT_ID: Record<Platform, 1 | 2> = { weixin: 1, alipay: 2 };

/** SMS purposes (SmsType): 1 register, 2 forgot password, 3 bind a third-party account. */
export type SmsType = 1 | 2 | 3;
export const SMS_RESEND_MS = 60_000;
export const SMS_TIME_WINDOW_S = 300;

export type SmsResult = { ok: true } | { ok: false; msg: string };

/** A coupon as the store keeps it: the seeded shape, `used` changing as orders take and return it. */
type CouponState = SeedCoupon;

export interface Feedback {
  userId: number;
  content: string;
  contactWay: string;
  createdAt: Date;
}

export interface ThirdPartyUser {
  uid: string;
  plat_id: 1 | 2;
  uname: string;
  avatar: string;
}

export type ThirdLoginResult =
  { bound: true; user: User } | { bound: false; userId: number; uid: string; platId: 1 | 2 };

export type Result<T> = { ok: true; value: T } | { ok: false; msg: string };

export interface AccountsStore extends AccountsApi, Persistent {
  /** The store's clock (ms): server time and the SMS window use the same one. */
  now(): number;
  userByMobile(mobile: string): User | undefined;
  /** Checks the password and opens a new session (a fresh token); undefined when wrong. */
  login(mobile: string, password: string): User | undefined;
  register(mobile: string, password: string): Result<User>;
  resetPassword(mobile: string, password: string): Result<User>;
  /** The SMS send rules (sign, time window, purpose, 60 s resend); fields are everything sent. */
  sendSms(fields: ReadonlyMap<string, string>): SmsResult;
  checkSmsCode(code: string | undefined): boolean;
  thirdPartyUser(platform: Platform, code: string): ThirdPartyUser | undefined;
  thirdLogin(platId: 1 | 2, uid: string): ThirdLoginResult;
  bindMobile(input: { platId: 1 | 2; uid: string; userId: number; mobile: string }): Result<User>;
  addFeedback(userId: number, content: string, contactWay: string): void;
  feedback(): readonly Feedback[];
  giftFor(userId: number | undefined): Schemas['Gift'];
  claimGift(userId: number, giftId: number): 'claimed' | 'alreadyClaimed' | 'unknownGift';
  exchange(userId: number, code: string): Schemas['Coupon'] | undefined;
}

/** The sign the client computes: sorted key=value pairs (all but sign) joined by &, plus the secret. */
export function smsSign(fields: Iterable<[string, string]>, secret = SMS_SECRET): string {
  const text = [...fields]
    .filter(([k]) => k !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  return md5(text + secret).toUpperCase();
}

/** Third-party uid derived from the authorisation code, so the same code is the same person. */
export function thirdPartyUid(platform: Platform, code: string): string {
  const hash = md5(`${platform}:${code}`);
  if (platform === 'weixin') return `oX${hash.slice(0, 26)}`; // openid-like, 28 characters
  // Alipay user ids are 16 digits starting 2088.
  return `2088${[...hash.slice(0, 12)].map((c) => parseInt(c, 16) % 10).join('')}`;
}

const MOBILE = /^1[3-9]\d{9}$/;

export function createAccountsStore(deps: {
  catalogue: CatalogueApi;
  /** The clock (ms), for SMS windows and coupon expiry; tests may move it. */
  now?: () => number;
}): AccountsStore {
  const { catalogue } = deps;
  const now = deps.now ?? (() => Date.now());

  const users = new Map<number, User>(SEED_USERS.map((u) => [u.userId, { ...u }]));
  // Every token ever issued stays valid until reset (docs/mock.md), so a session maps many tokens.
  const sessions = new Map<string, number>(SEED_USERS.map((u) => [u.token, u.userId]));
  let nextUserId = FIRST_NEW_USER_ID;
  let tokenSeq = 0;

  const coupons = new Map<number, CouponState>(SEED_COUPONS.map((c) => [c.bonusId, { ...c }]));
  let nextCouponId = FIRST_NEW_COUPON_ID;
  /** `${userId}:${CODE}` of redeemed exchange codes (the seeded 50002 came from SJ8K2M9Q). */
  const redeemed = new Set<string>(
    SEED_COUPONS.filter((c) => c.exchangeCode).map((c) => `${c.userId}:${c.exchangeCode}`),
  );
  const giftClaimed = new Set<number>();
  const feedbackList: Feedback[] = [];

  /** `${platId}:${uid}` → user id: bound accounts, and ids reserved for unbound ones (code 2). */
  const bindings = new Map<string, number>([
    [`1:${thirdPartyUid('weixin', BOUND_CODES.weixin)}`, 10001],
    [`2:${thirdPartyUid('alipay', BOUND_CODES.alipay)}`, 10001],
  ]);
  const reserved = new Map<string, number>();
  /** `${mobile}:${type}` → when the last code was sent. */
  const smsSent = new Map<string, number>();

  const userByMobile = (mobile: string) => [...users.values()].find((u) => u.mobile === mobile);

  function openSession(user: User): User {
    tokenSeq += 1;
    // Random, not from the fixture stream: a token must not come back for another user after reset.
    user.token = md5(`${user.userId}:${tokenSeq}:${now()}:${Math.random()}`);
    sessions.set(user.token, user.userId);
    return user;
  }

  function createUser(mobile: string, password: string, userId = nextUserId++): User {
    const user: User = {
      userId,
      mobile,
      password,
      token: '',
      nickName: `机友_${mobile.slice(-4)}`,
      avatar: DEFAULT_AVATAR,
    };
    users.set(userId, user);
    return user;
  }

  const toCoupon = (c: CouponState): Schemas['Coupon'] => ({
    bonus_id: c.bonusId,
    bonus_num: toYuan(c.kind.amountFen),
    create_at: formatTime(c.createdAt),
    over_at: formatTime(c.expiresAt),
    bonus_info: c.kind.info,
    explain_word: c.kind.explain,
    exchange_code: c.exchangeCode,
  });

  function issue(userId: number, kind: CouponKind, exchangeCode = ''): CouponState {
    const createdAt = new Date(now());
    const coupon: CouponState = {
      bonusId: nextCouponId++,
      userId,
      kind,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ISSUED_VALID_DAYS * 86_400_000),
      exchangeCode,
      used: false,
    };
    coupons.set(coupon.bonusId, coupon);
    return coupon;
  }

  // CatalogueApi tells phones (with price) apart; parts have ids 20001+ (contract conventions) but
  // are priced per sku, so a threshold is checked for phones only and left to the order total.
  function applies(kind: CouponKind, productId: number): boolean {
    const { scope } = kind;
    if (typeof scope === 'object') return scope.productIds.includes(productId);
    const phone = catalogue.phone(productId);
    if (phone) return scope !== 'part' && toFen(phone.price) >= kind.minFen;
    // A part: part and store-wide coupons, with the same threshold (满3000减150 is no part's coupon).
    const partPrice = catalogue.partPrice(productId);
    return partPrice !== undefined && scope !== 'phone' && toFen(partPrice) >= kind.minFen;
  }

  const usable = (c: CouponState, userId: number) =>
    c.userId === userId && !c.used && c.expiresAt.getTime() > now();

  const snapshot = () => ({
    users,
    sessions,
    nextUserId,
    tokenSeq,
    coupons,
    nextCouponId,
    redeemed,
    giftClaimed,
    feedbackList,
    bindings,
    reserved,
    smsSent,
  });

  return {
    snapshot,
    restore(state) {
      const s = state as ReturnType<typeof snapshot>;
      refill(users, s.users);
      refill(sessions, s.sessions);
      refill(coupons, s.coupons);
      refill(redeemed, s.redeemed);
      refill(giftClaimed, s.giftClaimed);
      refill(bindings, s.bindings);
      refill(reserved, s.reserved);
      refill(smsSent, s.smsSent);
      feedbackList.splice(0, feedbackList.length, ...s.feedbackList);
      ({ nextUserId, tokenSeq, nextCouponId } = s);
    },
    userByToken: (token) => {
      const id = token ? sessions.get(token) : undefined;
      return id === undefined ? undefined : users.get(id);
    },
    now,
    user: (userId) => users.get(userId),
    userByMobile,

    usableCoupons(userId, productId) {
      return [...coupons.values()]
        .filter((c) => usable(c, userId) && (productId === undefined || applies(c.kind, productId)))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.bonusId - a.bonusId)
        .map(toCoupon);
    },
    useCoupon(userId, bonusId) {
      const c = coupons.get(bonusId);
      if (!c || !usable(c, userId)) return undefined;
      c.used = true;
      return toCoupon(c);
    },
    restoreCoupon(userId, bonusId) {
      const c = coupons.get(bonusId);
      if (c && c.userId === userId) c.used = false;
    },

    login(mobile, password) {
      const user = userByMobile(mobile);
      // Third-party users bound to a new mobile have no password until they reset it.
      if (!user || !user.password || user.password !== password) return undefined;
      return openSession(user);
    },
    register(mobile, password) {
      if (userByMobile(mobile)) return { ok: false, msg: '该手机号已注册' };
      return { ok: true, value: openSession(createUser(mobile, password)) };
    },
    resetPassword(mobile, password) {
      const user = userByMobile(mobile);
      if (!user) return { ok: false, msg: '该手机号未注册' };
      // Sessions stay open: the seeded token must stay valid until reset (docs/mock.md).
      user.password = password;
      return { ok: true, value: user };
    },

    sendSms(fields) {
      const mobile = fields.get('mobile') ?? '';
      const type = Number(fields.get('type'));
      const timestr = fields.get('timestr') ?? '';
      if (!MOBILE.test(mobile)) return { ok: false, msg: '手机号码格式错误' };
      if (type !== 1 && type !== 2 && type !== 3) return { ok: false, msg: '验证码类型错误' };
      if (!/^\d{10}$/.test(timestr)) return { ok: false, msg: '签名错误' };
      if (fields.get('sign') !== smsSign(fields)) return { ok: false, msg: '签名错误' };
      if (Math.abs(Number(timestr) - now() / 1000) > SMS_TIME_WINDOW_S)
        return { ok: false, msg: '签名已过期，请重试' };
      const registered = userByMobile(mobile) !== undefined;
      if (type === 1 && registered) return { ok: false, msg: '该手机号已注册' };
      if (type === 2 && !registered) return { ok: false, msg: '该手机号未注册' };
      const key = `${mobile}:${type}`;
      const last = smsSent.get(key);
      if (last !== undefined && now() - last < SMS_RESEND_MS)
        return { ok: false, msg: '发送过于频繁，请稍后再试' };
      smsSent.set(key, now());
      return { ok: true };
    },
    // 123456 works for every mobile and purpose, sent or not, so flows need no SMS step.
    checkSmsCode: (code) => code === SMS_CODE,

    thirdPartyUser(platform, code) {
      if (code === INVALID_AUTH_CODE) return undefined;
      const uid = thirdPartyUid(platform, code);
      return platform === 'weixin'
        ? { uid, plat_id: 1, uname: `微信用户${uid.slice(-4)}`, avatar: '/mock-assets/avatars/wx-user.png' }
        : {
            uid,
            plat_id: 2,
            uname: `支付宝用户${uid.slice(-4)}`,
            avatar: '/mock-assets/avatars/alipay-user.png',
          };
    },
    thirdLogin(platId, uid) {
      const key = `${platId}:${uid}`;
      const bound = bindings.get(key);
      const user = bound === undefined ? undefined : users.get(bound);
      if (user) return { bound: true, user: openSession(user) };
      // The contract: an unbound account gets a user id reserved, the same one on every try.
      let userId = reserved.get(key);
      if (userId === undefined) {
        userId = nextUserId++;
        reserved.set(key, userId);
      }
      return { bound: false, userId, uid, platId };
    },
    bindMobile({ platId, uid, userId, mobile }) {
      const key = `${platId}:${uid}`;
      if (bindings.has(key)) return { ok: false, msg: '该第三方账号已绑定手机号，请直接登录' };
      if (reserved.get(key) !== userId) return { ok: false, msg: '绑定信息已失效，请重新授权登录' };
      const existing = userByMobile(mobile);
      if (existing) {
        // An existing account takes the binding, one account per platform.
        const taken = [...bindings].some(([k, id]) => id === existing.userId && k.startsWith(`${platId}:`));
        if (taken) return { ok: false, msg: `该手机号已绑定其他${platId === 1 ? '微信' : '支付宝'}账号` };
        bindings.set(key, existing.userId);
        reserved.delete(key);
        return { ok: true, value: openSession(existing) };
      }
      // A new mobile becomes the reserved user, without a password (set later by 找回密码).
      const user = createUser(mobile, '', userId);
      bindings.set(key, userId);
      reserved.delete(key);
      return { ok: true, value: openSession(user) };
    },

    addFeedback(userId, content, contactWay) {
      feedbackList.push({ userId, content, contactWay, createdAt: new Date(now()) });
    },
    feedback: () => feedbackList,

    giftFor: (userId) => ({
      gift_id: GIFT.giftId,
      geted: userId !== undefined && giftClaimed.has(userId) ? 1 : 0,
      rate_time: GIFT.rateTime,
      gift_url: GIFT.giftUrl,
      gift_get_url: GIFT.giftGetUrl,
      gift_geted_url: GIFT.giftGetedUrl,
    }),
    claimGift(userId, giftId) {
      if (giftId !== GIFT.giftId) return 'unknownGift';
      if (giftClaimed.has(userId)) return 'alreadyClaimed';
      giftClaimed.add(userId);
      for (const kind of GIFT.coupons) issue(userId, kind);
      return 'claimed';
    },
    exchange(userId, code) {
      const normalized = code.trim().toUpperCase();
      const kind = EXCHANGE_CODES[normalized];
      const key = `${userId}:${normalized}`;
      if (!kind || redeemed.has(key)) return undefined;
      redeemed.add(key);
      return toCoupon(issue(userId, kind, normalized));
    },
  };
}
