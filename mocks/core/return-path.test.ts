// The simulated gateways' return addresses: a path of this site, never another host.
import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['/payment?order_no=SJ1', '/payment?order_no=SJ1'],
    ['/user/order/detail/SJ1#top', '/user/order/detail/SJ1#top'],
    ['http://localhost:5173/payment?order_no=SJ1', '/payment?order_no=SJ1'],
    // Another host named in full: its path, here.
    ['https://evil.example/steal?x=1', '/steal?x=1'],
  ])('keeps %s as %s', (value, path) => {
    expect(returnPath(value)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '/.//evil.example/x',
    '/a/..//evil.example',
    'https://shop.example//evil.example',
    'https://shop.example/.//evil.example',
    '/%2F/evil.example',
    '/%252F/evil.example',
    '/%5Cevil.example',
    '/\t/evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'payment',
    'https://user:pw@evil.example/',
    '',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeUndefined();
  });
});
