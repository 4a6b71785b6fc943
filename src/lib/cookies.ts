/** Minimal cookie access for the session (userData, deviceId). */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
}

/**
 * The attributes of every cookie the app writes: sent on top-level navigations to the shop but not
 * on other sites' requests (SameSite=Lax), and only over TLS when the page is on https (Secure;
 * on http, as in development, a Secure cookie would not be kept at all).
 */
export function cookieAttributes(days: number, protocol: string, now = Date.now()): string {
  const expires = new Date(now + days * 864e5).toUTCString();
  return `expires=${expires}; path=/; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;
}

export function writeCookie(name: string, value: string, days: number): void {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${cookieAttributes(days, window.location.protocol)}`;
}
