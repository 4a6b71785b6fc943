// The one rule for redirects and API links (docs/security.md), as tables: every value a
// redirect or a jump_url may carry, and what the shop does with it.
import { describe, expect, it } from 'vitest';
import { followableUrl } from './gateway-url';
import { hostAllowed, linkTarget, redirectParam, safeRedirect, sameSitePath } from './redirect';

/** Values that leave the site, in every form found in the wild: none may be followed. */
const OFFSITE: readonly string[] = [
  '//evil.example',
  '//evil.example/user',
  '/.//evil.example/x',
  '/a/..//evil.example',
  '///evil.example',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'hTtPs://evil.example/user',
  'https:evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '%2F%2Fevil.example',
  '%2f%2fEVIL.example',
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '%5C%5Cevil.example',
  '/%252F/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  'evil.example',
  '',
];

describe('sameSitePath: what counts as a path of this site', () => {
  it.each([
    '/user',
    '/user/order?state=0',
    '/commodity?typeId=2&keyword=%E8%8B%B9%E6%9E%9C',
    '/user/order?state=0&x=a b',
    '/list-detail?review_id=30001#comments',
    '/%E6%89%8B%E6%9C%BA',
    '/part?id=1',
  ])('%j stays in the app', (value) => {
    expect(sameSitePath(value)).toBe(value);
  });

  it.each(OFFSITE)('%j is refused', (value) => {
    expect(sameSitePath(value)).toBeUndefined();
  });

  it('refuses what is not a string, and anything over 2048 characters', () => {
    for (const value of [null, undefined, 42, {}, ['/user'], `/${'a'.repeat(2048)}`])
      expect(sameSitePath(value)).toBeUndefined();
  });
});

describe('safeRedirect: a redirect query value', () => {
  it.each<[string | null | undefined, string]>([
    ['/user/order?state=0', '/user/order?state=0'],
    ['/shop-cart', '/shop-cart'],
    [null, '/user'],
    [undefined, '/user'],
    ['/login', '/user'],
    ['/LOGIN?redirect=/x', '/user'],
    ['/%6Cogin', '/user'],
    ['//login', '/user'],
  ])('%j gives %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each(OFFSITE)('%j gives the fallback', (value) => {
    expect(safeRedirect(value)).toBe('/user');
    expect(safeRedirect(value, '')).toBe('');
  });

  it('drops an unsafe redirect where it comes in, keeps a safe one', () => {
    expect(redirectParam(new URLSearchParams('redirect=%2F%2Fevil.example'))).toBeUndefined();
    expect(redirectParam(new URLSearchParams('x=1'))).toBeUndefined();
    expect(redirectParam(new URLSearchParams('redirect=%2Fuser%2Fcoupon'))).toBe('/user/coupon');
  });
});

describe('linkTarget: a link from the API (jump_url, a gateway address)', () => {
  const origin = 'https://m.shop.example';
  const hosts = ['apps.apple.com', '*.alipay.com'];

  it.each<[string, ReturnType<typeof linkTarget>]>([
    ['/activity-list?typeId=1', { kind: 'internal', path: '/activity-list?typeId=1' }],
    ['  /new-today  ', { kind: 'internal', path: '/new-today' }],
    ['https://m.shop.example/part?id=3', { kind: 'internal', path: '/part?id=3' }],
    ['https://apps.apple.com/cn/app/id1', { kind: 'external', url: 'https://apps.apple.com/cn/app/id1' }],
    ['HTTPS://APPS.APPLE.COM/x', { kind: 'external', url: 'https://apps.apple.com/x' }],
    [
      'https://openapi.alipay.com/gateway.do',
      { kind: 'external', url: 'https://openapi.alipay.com/gateway.do' },
    ],
    ['http://apps.apple.com/x', null],
    ['https://alipay.com.evil.example/', null],
    ['https://evilalipay.com/', null],
    ['https://apps.apple.com.evil.example/', null],
    ['https://apps.apple.com@evil.example/', null],
    ['https://user:pw@apps.apple.com/', null],
    ['https://m.shop.example//evil.example', null],
    ['https://m.shop.example/\\evil.example', null],
    ['http://m.shop.example/part', null],
    ['https://apps.apple.com/\tx', null],
  ])('%j goes to %j', (value, expected) => {
    expect(linkTarget(value, origin, hosts)).toEqual(expected);
  });

  it.each(OFFSITE)('%j goes nowhere', (value) => {
    expect(linkTarget(value, origin, hosts)).toBeNull();
    expect(followableUrl(value, origin, hosts)).toBeUndefined();
  });

  it('gives a full-page address on this origin for a path', () => {
    expect(followableUrl('/__mock/gateway/alipay', origin, [])).toBe(
      'https://m.shop.example/__mock/gateway/alipay',
    );
  });
});

describe('hostAllowed', () => {
  it.each<[string, string[], boolean]>([
    ['apps.apple.com', ['apps.apple.com'], true],
    ['APPS.apple.com', ['apps.apple.com'], true],
    ['mapi.alipay.com', ['*.alipay.com'], true],
    ['alipay.com', ['*.alipay.com'], false],
    ['evilalipay.com', ['*.alipay.com'], false],
    ['apple.com', ['apps.apple.com'], false],
    ['anything', [''], false],
    ['anything', [], false],
  ])('%j with %j: %j', (host, allowed, expected) => {
    expect(hostAllowed(host, allowed)).toBe(expected);
  });
});
