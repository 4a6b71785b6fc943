import { describe, expect, it } from 'vitest';
import {
  alipayAuthorizeUrl,
  bindAccountPath,
  callbackUrl,
  parseBindTarget,
  weixinAuthorizeUrl,
} from './third-party-login';

describe('third-party login URLs', () => {
  it('should build the callback URL with the encoded redirect', () => {
    expect(callbackUrl('https://m.example.com', 'weixin')).toBe('https://m.example.com/otherLogin');
    expect(callbackUrl('https://m.example.com', 'alipay', '/user/coupon?x=1')).toBe(
      'https://m.example.com/alipayLogin?redirect=%2Fuser%2Fcoupon%3Fx%3D1',
    );
  });

  it('should build the WeChat authorise URL in the order WeChat requires', () => {
    const url = weixinAuthorizeUrl('wx123', 'https://m.example.com/otherLogin');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx123' +
        '&redirect_uri=https%3A%2F%2Fm.example.com%2FotherLogin' +
        '&response_type=code&scope=snsapi_userinfo&state=h5#wechat_redirect',
    );
  });

  it('should build the Alipay authorise URL with an encoded redirect_uri', () => {
    const url = new URL(alipayAuthorizeUrl('2021001', 'https://m.example.com/alipayLogin?redirect=%2Fuser'));
    expect(url.origin + url.pathname).toBe('https://openauth.alipay.com/oauth2/publicAppAuthorize.htm');
    expect(url.searchParams.get('app_id')).toBe('2021001');
    expect(url.searchParams.get('scope')).toBe('auth_user');
    expect(url.searchParams.get('redirect_uri')).toBe('https://m.example.com/alipayLogin?redirect=%2Fuser');
  });
});

describe('bind account link', () => {
  it('should round-trip the not-bound data through the query', () => {
    const target = { userId: 10101, uid: 'oX3p&Q=5', platId: 2 as const };
    const path = bindAccountPath(target, '/user/collection');
    expect(path.startsWith('/bindAccount?')).toBe(true);
    const search = path.slice(path.indexOf('?'));
    expect(parseBindTarget(search)).toEqual(target);
    expect(new URLSearchParams(search).get('redirect')).toBe('/user/collection');
    expect(bindAccountPath(target, null)).not.toContain('redirect');
  });

  it('should refuse a missing or malformed part', () => {
    expect(parseBindTarget('?uid=a&platId=1')).toBeUndefined();
    expect(parseBindTarget('?userId=0&uid=a&platId=1')).toBeUndefined();
    expect(parseBindTarget('?userId=12x&uid=a&platId=1')).toBeUndefined();
    expect(parseBindTarget('?userId=1&uid=&platId=1')).toBeUndefined();
    expect(parseBindTarget(`?userId=1&uid=${'a'.repeat(65)}&platId=1`)).toBeUndefined();
    expect(parseBindTarget('?userId=1&uid=a&platId=3')).toBeUndefined();
    expect(parseBindTarget('?userId=1&uid=a&platId=1')).toEqual({ userId: 1, uid: 'a', platId: 1 });
  });
});
