// The session the API client reads on every request: the userData cookie written at login and
// the deviceId cookie that identifies a visitor's cart (docs/product/limits.md: both 7 days, path /).
// Cookies can be unreadable (disabled, or a malformed value from another page on the site), so
// every read here survives that: a bad userData reads as logged out (and is removed), a device id
// is still issued.
import type { Session } from '@/api/client';
import type { components } from '@/api/schema';
import { md5 } from '@/domain/md5';
import { parseShape } from './contract-shape';
import { readCookie, writeCookie } from './cookies';
import { removeLocal } from './local-raw';

export const SESSION_DAYS = 7;

const USER_COOKIE = 'userData';
const DEVICE_COOKIE = 'deviceId';

/** The logged-in user, as the login calls return it. */
export type UserData = components['schemas']['UserData'];

/** union_login's data (snake_case as the backend sends it). */
export type UnionLoginData = components['schemas']['UnionLoginData'];

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every login or logout, e.g. to refresh the login state of the screens. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((l) => l());

function expireCookie(name: string): void {
  try {
    writeCookie(name, '', -1);
  } catch {
    // No document (node): nothing was saved.
  }
}

function safeReadCookie(name: string): string | undefined {
  try {
    return readCookie(name);
  } catch {
    // No document (node) or a value that is not valid percent-encoding.
    return undefined;
  }
}

/**
 * A userData value from anywhere (cookie JSON, a login response) as the contract's UserData schema
 * allows it (only its fields are kept), or undefined.
 */
export function toUserData(value: unknown): UserData | undefined {
  // Older pages may have written the id as text.
  const id = (value as { userId?: unknown } | null | undefined)?.userId;
  const legacy = typeof id === 'string' && /^\d{1,15}$/.test(id);
  return parseShape('UserData', legacy ? { ...(value as object), userId: Number(id) } : value);
}

/** The saved session; a cookie that does not read as one is removed (it would never pass). */
export function readUserData(): UserData | undefined {
  const raw = safeReadCookie(USER_COOKIE);
  if (!raw) return undefined;
  let user: UserData | undefined;
  try {
    user = toUserData(JSON.parse(raw));
  } catch {
    user = undefined;
  }
  // Logged out before and after, so no listener needs telling.
  if (!user) expireCookie(USER_COOKIE);
  return user;
}

export const isLoggedIn = (): boolean => readUserData() !== undefined;

/** Stores the session for 7 days (only the known fields, so the cookie stays small). */
export function saveUserData(user: UserData): void {
  const clean = toUserData(user);
  if (!clean) throw new TypeError('saveUserData: userId, mobile and token are required');
  writeCookie(USER_COOKIE, JSON.stringify(clean), SESSION_DAYS);
  notify();
}

/** Logs out: the cookie expires now. */
export function clearUserData(): void {
  expireCookie(USER_COOKIE);
  notify();
}

export const userDataFromUnionLogin = (data: UnionLoginData): UserData => ({
  userId: data.user_id,
  mobile: data.mobile_phone,
  token: data.token,
});

/**
 * After a successful union login (route guard, docs/product/screens.md): store the session and forget the saved
 * address, which may belong to the previous user.
 */
export function applyUnionLogin(data: UnionLoginData): UserData {
  const user = userDataFromUnionLogin(data);
  removeLocal('addressData');
  saveUserData(user);
  return user;
}

/** The id issued where the cookie cannot be kept, so it stays the same for this page's life. */
let pageDeviceId: string | undefined;

/** The device id: MD5 of the browser's app name and the time it was first seen. */
export function ensureDeviceId(now = Date.now()): string {
  const existing = safeReadCookie(DEVICE_COOKIE);
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const appName = typeof navigator === 'undefined' ? '' : navigator.appName;
  const id = pageDeviceId ?? md5(`${appName}${now}`);
  try {
    writeCookie(DEVICE_COOKIE, id, SESSION_DAYS);
  } catch {
    // No document: the id still identifies this page's cart.
  }
  // Remember it in case the cookie did not stick (cookies disabled).
  if (safeReadCookie(DEVICE_COOKIE) !== id) pageDeviceId = id;
  return id;
}

export function currentSession(): Session {
  const user = readUserData();
  return { token: user?.token, userId: user?.userId, deviceId: ensureDeviceId() };
}

/**
 * The logged-in user's id, for the query keys of lists that carry is_favorite: the client adds
 * user_id to the request anyway, and keying by it makes a login or logout refetch those lists
 * instead of showing another viewer's favourites from the cache.
 */
export const viewerId = (): number | undefined => readUserData()?.userId;
