// Login redirects and their safe reading (DESIGN "Safety"). Shared by the route guard and every
// screen that sends to login or follows a `redirect` query value, so it lives below both.

export const LOGIN_PATH = '/login';
/** Where login returns without a usable redirect (SPEC 2: default after login /user). */
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
 * A `redirect` query value, accepted only as a same-site path (DESIGN "Safety"): it starts with
 * exactly one '/', has no backslash (browsers read '/\evil.com' as '//evil.com'), no control
 * characters (the URL parser drops tabs and newlines, so '/\t/evil.com' would become
 * '//evil.com'), and still resolves to this origin. The login page itself is refused too, as
 * returning there after login would loop. Anything else gives the fallback.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_LOGIN,
): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!/^\/(?![/\\])/.test(value) || /[\\\u0000-\u001f\u007f-\u009f]/.test(value)) return fallback;
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  if (pathSegments(url.pathname).join('/') === LOGIN_PATH.slice(1)) return fallback;
  return value;
}
