// Electronic warranty cards (docs/product/entities.md: rest_time is the days of warranty left). One card per
// received phone, one year from receipt; 0 days left means the warranty has ended.

export interface WarrantyStatus {
  active: boolean;
  /** "剩余 358 天" or "已过保". */
  text: string;
}

export function warrantyStatus(restDays: number): WarrantyStatus {
  const days = Number.isFinite(restDays) ? Math.max(0, Math.floor(restDays)) : 0;
  return days > 0 ? { active: true, text: `剩余 ${days} 天` } : { active: false, text: '已过保' };
}

/** Cards still covered first (fewest days left first, as they need attention), then the ended. */
export function splitByCoverage<T extends { rest_time: number }>(
  cards: readonly T[],
): { active: T[]; ended: T[] } {
  const active = cards
    .filter((c) => warrantyStatus(c.rest_time).active)
    .sort((a, b) => a.rest_time - b.rest_time);
  const ended = cards.filter((c) => !warrantyStatus(c.rest_time).active);
  return { active, ended };
}
