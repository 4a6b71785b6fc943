// The API's times are 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8, no daylight saving), whatever
// the phone's own time zone is.
const BEIJING_OFFSET_MS = 8 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as the API writes it: '2026-11-23 22:05:53' for 14:05:53 UTC. */
export function formatBeijingTime(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}
