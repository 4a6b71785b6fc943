// The session the API client reads on every request: the userData cookie written at login and
// the deviceId cookie that identifies a visitor's cart (SPEC 9: both 7 days, path /).
import type { Session } from '@/api/client';
import { md5 } from '@/domain/md5';
import { readCookie, writeCookie } from './cookies';

export const SESSION_DAYS = 7;

interface UserData {
  userId: number;
  mobile: string;
  token: string;
  avatar?: string;
  nickName?: string;
}

export function readUserData(): UserData | undefined {
  const raw = readCookie('userData');
  if (!raw) return undefined;
  try {
    const data = JSON.parse(raw) as Partial<UserData>;
    return typeof data.token === 'string' && typeof data.userId === 'number' ? (data as UserData) : undefined;
  } catch {
    return undefined;
  }
}

/** The device id: MD5 of the browser's app name and the time it was first seen. */
export function ensureDeviceId(now = Date.now()): string {
  const existing = readCookie('deviceId');
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const id = md5(`${navigator.appName}${now}`);
  writeCookie('deviceId', id, SESSION_DAYS);
  return id;
}

export function currentSession(): Session {
  const user = readUserData();
  return { token: user?.token, userId: user?.userId, deviceId: ensureDeviceId() };
}
