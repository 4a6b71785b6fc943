// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { md5 } from '@/domain/md5';
import { cookieAttributes } from './cookies';
import { getLocal, setLocal } from './local-store';
import {
  applyUnionLogin,
  clearUserData,
  currentSession,
  ensureDeviceId,
  isLoggedIn,
  readUserData,
  saveUserData,
  subscribeSession,
  toUserData,
  type UserData,
} from './session';

const user: UserData = {
  userId: 10001,
  mobile: '13800138000',
  token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
  avatar: '/mock-assets/avatars/default.png',
  nickName: '机友_8000',
};

function clearCookies() {
  for (const c of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('userData cookie', () => {
  it('should save, read and clear the session', () => {
    expect(readUserData()).toBeUndefined();
    saveUserData(user);
    expect(readUserData()).toEqual(user);
    expect(isLoggedIn()).toBe(true);
    clearUserData();
    expect(readUserData()).toBeUndefined();
    expect(isLoggedIn()).toBe(false);
  });

  it('should write a 7-day cookie at path /', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    const now = Date.now();
    saveUserData(user);
    const written = set.mock.calls[0][0];
    expect(written).toMatch(/^userData=/);
    expect(written).toContain('path=/');
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]);
    expect(Math.abs(expires - (now + 7 * 864e5))).toBeLessThan(5000);
  });

  it('should write the session cookie SameSite=Lax, and Secure only on https', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    saveUserData(user);
    const written = set.mock.calls[0][0];
    expect(written.split('; ')).toContain('SameSite=Lax');
    expect(written.split('; ')).not.toContain('Secure');
    // The page's protocol decides: jsdom serves http://localhost, so https is given to the rule.
    expect(cookieAttributes(7, 'https:').split('; ')).toEqual(
      expect.arrayContaining(['SameSite=Lax', 'Secure']),
    );
    expect(cookieAttributes(7, 'http:').split('; ')).not.toContain('Secure');
  });

  it('should keep only the known fields and refuse a session without token or id', () => {
    saveUserData({ ...user, extra: 'x' } as UserData);
    expect(readUserData()).not.toHaveProperty('extra');
    expect(() => saveUserData({ ...user, token: '' })).toThrow(TypeError);
    expect(() => saveUserData({ ...user, userId: 0 })).toThrow(TypeError);
  });

  it('should read a bad or foreign cookie as logged out', () => {
    for (const raw of ['not json', '{"userId":1}', '{"token":"t","mobile":"1"}', '[]', 'null', '%E0%A4%A']) {
      document.cookie = `userData=${raw}; path=/`;
      expect(readUserData()).toBeUndefined();
    }
  });

  it('should remove a saved session that does not read as one, so it is not parsed again', () => {
    for (const raw of [
      'not json',
      '{"userId":1}',
      encodeURIComponent(JSON.stringify({ ...user, mobile: '138' })),
    ]) {
      document.cookie = `userData=${raw}; path=/`;
      expect(readUserData()).toBeUndefined();
      expect(document.cookie).not.toContain('userData=');
    }
  });

  it("should hold a session to the contract's UserData schema (types, limits and patterns)", () => {
    expect(toUserData(user)).toEqual(user);
    expect(toUserData({ ...user, avatar: undefined, nickName: undefined })).toEqual({
      userId: user.userId,
      mobile: user.mobile,
      token: user.token,
    });
    const broken: Record<string, unknown>[] = [
      { userId: 0 }, // Id: minimum 1
      { userId: 2147483648 }, // Id: maximum
      { userId: 1.5 }, // Id: integer
      { mobile: '12800138000' }, // Mobile: pattern ^1[3-9]\d{9}$
      { mobile: 13800138000 }, // Mobile: string
      { token: '' }, // Token: minLength 1
      { token: 'x'.repeat(129) }, // Token: maxLength 128
      { avatar: 'javascript:alert(1)' }, // ImageUrl: pattern
      { nickName: 8000 }, // string
    ];
    for (const change of broken)
      expect(toUserData({ ...user, ...change }), JSON.stringify(change)).toBeUndefined();
  });

  it('should accept a user id written as text by older pages', () => {
    expect(toUserData({ userId: '12', mobile: '13800138000', token: 't' })).toEqual({
      userId: 12,
      mobile: '13800138000',
      token: 't',
    });
  });

  it('should tell subscribers about login and logout', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveUserData(user);
    clearUserData();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveUserData(user);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('applyUnionLogin', () => {
  it('should store the session from union_login and forget the saved address', () => {
    setLocal('addressData', {
      address_book_id: 1,
      address_name: '李雷',
      address_mobile_phone: '13900139000',
      address_state_id: 1,
      address_city_id: 2,
      address_county_id: 3,
      address_street: '某街 1 号',
      is_default: 0,
    });
    setLocal('ref', 'keep-me');
    const saved = applyUnionLogin({ user_id: 10002, mobile_phone: '13700137000', token: 'abc' });
    expect(saved).toEqual({ userId: 10002, mobile: '13700137000', token: 'abc' });
    expect(readUserData()).toEqual(saved);
    expect(getLocal('addressData')).toBeUndefined();
    expect(getLocal('ref')).toBe('keep-me');
  });
});

describe('deviceId cookie', () => {
  it('should create the id as MD5 of the app name and time when absent', () => {
    const id = ensureDeviceId(1_763_800_000_000);
    expect(id).toBe(md5(`${navigator.appName}1763800000000`));
    expect(document.cookie).toContain(`deviceId=${id}`);
  });

  it('should keep an existing id', () => {
    const first = ensureDeviceId(1);
    expect(ensureDeviceId(2)).toBe(first);
  });

  it('should replace a malformed id', () => {
    document.cookie = 'deviceId=<script>; path=/';
    expect(ensureDeviceId(5)).toBe(md5(`${navigator.appName}5`));
  });

  it('should write it for 7 days at path /', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    ensureDeviceId(9);
    const written = set.mock.calls.find(([c]) => c.startsWith('deviceId='))![0];
    expect(written).toContain('path=/');
    expect(Date.parse(/expires=([^;]+)/.exec(written)![1])).toBeGreaterThan(Date.now() + 6.9 * 864e5);
  });
});

describe('currentSession', () => {
  it('should give a visitor only the device id', () => {
    const s = currentSession();
    expect(s.token).toBeUndefined();
    expect(s.userId).toBeUndefined();
    expect(s.deviceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should give a logged-in user token, id and device id', () => {
    saveUserData(user);
    expect(currentSession()).toMatchObject({ token: user.token, userId: user.userId });
  });
});
