// Payment method choice by in-app browser (docs/product sections 4, 5 and 9).

export const PAYMENT_ALIPAY_WEB = 2;
export const PAYMENT_WEIXIN = 6;
/** Alipay "enjoy first, pay later": a 7-day trial with the funds frozen. */
export const PAYMENT_ALIPAY_DEFERRED = 11;

export type PaymentId = typeof PAYMENT_ALIPAY_WEB | typeof PAYMENT_WEIXIN | typeof PAYMENT_ALIPAY_DEFERRED;
export type BrowserEnv = 'weixin' | 'alipay' | 'other';

// Case-insensitive: docs/product spells "Alipayclient" while Alipay's real user agent says "AlipayClient".
const WEIXIN_UA = /MicroMessenger/i;
const ALIPAY_UA = /Alipayclient/i;

export function browserEnv(userAgent: string): BrowserEnv {
  if (WEIXIN_UA.test(userAgent)) return 'weixin';
  if (ALIPAY_UA.test(userAgent)) return 'alipay';
  return 'other';
}

/** Inside WeChat 6; inside Alipay 11 when the order has no parts; else 2. */
export function defaultPaymentId(userAgent: string, hasParts: boolean): PaymentId {
  const env = browserEnv(userAgent);
  if (env === 'weixin') return PAYMENT_WEIXIN;
  if (env === 'alipay' && !hasParts) return PAYMENT_ALIPAY_DEFERRED;
  return PAYMENT_ALIPAY_WEB;
}

const ALIPAY_METHODS: ReadonlySet<number> = new Set([PAYMENT_ALIPAY_WEB, PAYMENT_ALIPAY_DEFERRED]);
const WEIXIN_METHODS: ReadonlySet<number> = new Set([PAYMENT_WEIXIN]);

/**
 * Each in-app browser blocks the other's payment (docs/product/validation.md). A plain browser is not restricted
 * here: docs/product names only the two mismatches.
 */
export function canPayWith(env: BrowserEnv, paymentId: number): boolean {
  if (env === 'weixin') return !ALIPAY_METHODS.has(paymentId);
  if (env === 'alipay') return !WEIXIN_METHODS.has(paymentId);
  return true;
}

/**
 * Why an order cannot be paid in this browser, or undefined when it can (docs/product/validation.md names the two
 * mismatches but not their texts): said before any call is made.
 */
export function payRefusal(env: BrowserEnv, paymentId: number): string | undefined {
  if (canPayWith(env, paymentId)) return undefined;
  return env === 'weixin'
    ? '该订单选择的是支付宝支付，微信内无法支付，请在浏览器或支付宝中打开'
    : '该订单选择的是微信支付，支付宝内无法支付，请在微信中打开';
}

/**
 * How an order is paid here: in the messaging app through its OAuth code and JSAPI, in the
 * payment app through its form; anywhere else H5 payment is being upgraded (docs/product/overview.md), so the
 * shopper is sent to the app.
 */
export type PayFlow = 'weixin' | 'alipay' | 'app';
export const payFlow = (env: BrowserEnv): PayFlow => (env === 'other' ? 'app' : env);
