// Times in the contract's format, YYYY-MM-DD HH:mm:ss, Asia/Shanghai (UTC+8, no daylight saving).

/** The day fixtures are dated from, so generated data does not change with the calendar. */
export const FIXTURE_NOW = new Date('2026-11-20T14:03:12+08:00');

export function formatTime(date: Date): string {
  const d = new Date(date.getTime() + 8 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

export const daysBefore = (days: number, from = FIXTURE_NOW) => new Date(from.getTime() - days * 86_400_000);
