import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ALIPAY_DEFERRED,
  PAYMENT_ALIPAY_WEB,
  PAYMENT_WEIXIN,
  browserEnv,
  canPayWith,
  defaultPaymentId,
  payFlow,
  payRefusal,
} from './payment';

const WEIXIN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const ALIPAY =
  'Mozilla/5.0 (Linux; Android 13; V2227A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('browserEnv', () => {
  it('should detect WeChat, Alipay and anything else', () => {
    expect(browserEnv(WEIXIN)).toBe('weixin');
    expect(browserEnv(ALIPAY)).toBe('alipay');
    expect(browserEnv('Mozilla/5.0 Alipayclient/10.0')).toBe('alipay');
    expect(browserEnv(SAFARI)).toBe('other');
    expect(browserEnv('')).toBe('other');
  });
});

describe('defaultPaymentId', () => {
  it('should pick 6 inside WeChat whatever the order holds', () => {
    expect(defaultPaymentId(WEIXIN, false)).toBe(6);
    expect(defaultPaymentId(WEIXIN, true)).toBe(6);
  });

  it('should pick 11 inside Alipay only when there are no parts', () => {
    expect(defaultPaymentId(ALIPAY, false)).toBe(11);
    expect(defaultPaymentId(ALIPAY, true)).toBe(2);
  });

  it('should pick 2 in any other browser', () => {
    expect(defaultPaymentId(SAFARI, false)).toBe(2);
    expect(defaultPaymentId(SAFARI, true)).toBe(2);
  });
});

describe('canPayWith', () => {
  it('should keep WeChat away from Alipay methods and Alipay away from WeChat pay', () => {
    expect(canPayWith('weixin', PAYMENT_WEIXIN)).toBe(true);
    expect(canPayWith('weixin', PAYMENT_ALIPAY_WEB)).toBe(false);
    expect(canPayWith('weixin', PAYMENT_ALIPAY_DEFERRED)).toBe(false);
    expect(canPayWith('alipay', PAYMENT_ALIPAY_WEB)).toBe(true);
    expect(canPayWith('alipay', PAYMENT_ALIPAY_DEFERRED)).toBe(true);
    expect(canPayWith('alipay', PAYMENT_WEIXIN)).toBe(false);
  });

  it('should not restrict a plain browser', () => {
    for (const id of [PAYMENT_ALIPAY_WEB, PAYMENT_WEIXIN, PAYMENT_ALIPAY_DEFERRED]) {
      expect(canPayWith('other', id)).toBe(true);
    }
  });

  it('should allow the default payment id of every browser', () => {
    for (const ua of [WEIXIN, ALIPAY, SAFARI]) {
      for (const hasParts of [false, true])
        expect(canPayWith(browserEnv(ua), defaultPaymentId(ua, hasParts))).toBe(true);
    }
  });
});

describe('payRefusal', () => {
  it('should refuse the other in-app browser’s payment with a message, before any call', () => {
    expect(payRefusal('weixin', PAYMENT_ALIPAY_WEB)).toMatch('微信内无法支付');
    expect(payRefusal('weixin', PAYMENT_ALIPAY_DEFERRED)).toMatch('微信内无法支付');
    expect(payRefusal('alipay', PAYMENT_WEIXIN)).toMatch('支付宝内无法支付');
  });

  it('should let each browser pay with its own methods', () => {
    expect(payRefusal('weixin', PAYMENT_WEIXIN)).toBeUndefined();
    expect(payRefusal('alipay', PAYMENT_ALIPAY_WEB)).toBeUndefined();
    expect(payRefusal('alipay', PAYMENT_ALIPAY_DEFERRED)).toBeUndefined();
    expect(payRefusal('other', PAYMENT_WEIXIN)).toBeUndefined();
  });
});

describe('payFlow', () => {
  it('should pay inside the two apps and send everyone else to the app', () => {
    expect(payFlow('weixin')).toBe('weixin');
    expect(payFlow('alipay')).toBe('alipay');
    expect(payFlow('other')).toBe('app');
  });
});
