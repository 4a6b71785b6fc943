// Redirects and links that come from outside the code (a `redirect` query value, an API's
// jump_url, a payment gateway's address) and their safe reading (docs/security.md, README
// "Security"). One rule, sameSitePath, decides what counts as a path of this site; every screen
// that follows such a value goes through it (login, register, bind, third-party callbacks, the
// address and coupon pickers, banners and activities, the payment gateways).

import { config } from '@/config';
import { MAX_LENGTH, PROBE_ORIGIN, UNSAFE_CHARS, sameSitePath } from '@/domain/same-site-path';

export { sameSitePath };

export const LOGIN_PATH = '/login';
/** Where login returns without a usable redirect (docs/product/screens.md: default after login /user). */
export const DEFAULT_AFTER_LOGIN = '/user';

/**
 * Path segments as React Router matches them: each segment percent-decoded, compared without case
 * (routes are case-insensitive by default), empty segments from '//' or a trailing '/' ignored.
 * Without this, '/USER/order' or '/user/%6Frder' would render an auth page past the guard.
 */
export function pathSegments(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => {
      try {
        return decodeURIComponent(s).toLowerCase();
      } catch {
        return s.toLowerCase();
      }
    });
}

/** The login page that returns to fullPath (path plus query) after login. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/** The current location as a login redirect's return path. */
export const currentFullPath = (): string => `${window.location.pathname}${window.location.search}`;

/**
 * A `redirect` query value, accepted only as a same-site path (sameSitePath). The login page
 * itself is refused too, as returning there after login would loop. Anything else gives the
 * fallback.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  const path = sameSitePath(value);
  if (path === undefined) return fallback;
  if (pathSegments(new URL(path, PROBE_ORIGIN).pathname).join('/') === LOGIN_PATH.slice(1)) return fallback;
  return path;
}

/**
 * A host allowed by a list: an exact name ('openapi.alipay.com') or a '*.' pattern for its
 * subdomains ('*.alipay.com' allows 'mapi.alipay.com', not 'alipay.com' or 'evilalipay.com').
 */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => {
    const pattern = a.trim().toLowerCase();
    if (pattern.startsWith('*.')) return h.endsWith(pattern.slice(1)) && h.length > pattern.length - 1;
    return pattern !== '' && h === pattern;
  });
}

export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null;

/**
 * Where a link from the API (a banner's or an activity's jump_url, a payment gateway's address)
 * may go: a same-site path stays in the app; an absolute URL on this origin is that path; an
 * https URL to one of `hosts` leaves the app; '' or anything else goes nowhere (the caller shows
 * no link).
 */
export function linkTarget(value: unknown, origin: string, hosts: readonly string[]): LinkTarget {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const path = sameSitePath(trimmed);
  if (path !== undefined) return { kind: 'internal', path };
  if (trimmed.length > MAX_LENGTH || UNSAFE_CHARS.test(trimmed) || /\s/.test(trimmed)) return null;
  if (!/^https?:\/\/[^/]/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === origin) {
    const local = sameSitePath(`${url.pathname}${url.search}${url.hash}`);
    return local === undefined ? null : { kind: 'internal', path: local };
  }
  if (url.protocol !== 'https:' || !hostAllowed(url.hostname, hosts)) return null;
  return { kind: 'external', url: url.href };
}

/** An API link (jump_url) as this shop follows it: same-site paths and the allowed outside hosts. */
export const apiLinkTarget = (value: unknown): LinkTarget =>
  linkTarget(value, window.location.origin, config.linkHosts);

/**
 * A page's own `redirect` query value when it is safe to follow or to pass on (to the register
 * link, the OAuth callback, the bind page, the address editor), or undefined: an unsafe value is
 * dropped where it comes in, not carried from page to page.
 */
export function redirectParam(params: URLSearchParams): string | undefined {
  const value = safeRedirect(params.get('redirect'), '');
  return value === '' ? undefined : value;
}
