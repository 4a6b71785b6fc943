/** Minimal cookie access for the session (userData, deviceId). */
export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length));
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}
