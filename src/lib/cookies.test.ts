// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://m.shop.example/user"}
// The session cookie on an https page (docs/security.md): SameSite=Lax and Secure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveUserData, clearUserData } from './session';
import { cookieAttributes } from './cookies';

afterEach(() => {
  clearUserData();
  vi.restoreAllMocks();
});

describe('cookies on https', () => {
  it('should write userData with SameSite=Lax and Secure', () => {
    expect(window.location.protocol).toBe('https:');
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    saveUserData({ userId: 10001, mobile: '13800138000', token: 't0k' });
    const written = set.mock.calls.find(([c]) => c.startsWith('userData='))![0].split('; ');
    expect(written).toEqual(expect.arrayContaining(['path=/', 'SameSite=Lax', 'Secure']));
  });

  it.each<[string, boolean]>([
    ['https:', true],
    ['http:', false],
    ['file:', false],
  ])('on %s Secure is %j', (protocol, secure) => {
    const attributes = cookieAttributes(7, protocol).split('; ');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes.includes('Secure')).toBe(secure);
  });
});
