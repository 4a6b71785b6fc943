// The personal centre's order-status entries (docs/product/screens.md /user): label, the order list tab it opens
// (/user/order?state=) and the count from all_order_count, shown as a badge only when above 0.
import type { components } from '@/api/schema';

/** all_order_count's data. */
export type OrderCounts = components['schemas']['OrderCounts'];

export interface OrderBadge {
  label: string;
  href: string;
  /** undefined while unknown (visitor, loading or failed). */
  count: number | undefined;
}

const ENTRIES = [
  { label: '待付款', state: 0, key: 'order_status_waitpay_count' },
  { label: '待发货', state: 1, key: 'order_status_process_count' },
  { label: '待收货', state: 2, key: 'order_status_waitget_count' },
  { label: '待评价', state: 4, key: 'order_status_finish_count' },
] as const satisfies readonly { label: string; state: number; key: keyof OrderCounts }[];

export function orderBadges(counts: OrderCounts | undefined): OrderBadge[] {
  return ENTRIES.map(({ label, state, key }) => ({
    label,
    href: `/user/order?state=${state}`,
    count: counts?.[key],
  }));
}

/** The badge text: nothing for 0 or unknown, '99+' past 99 so it fits the dot. */
export function badgeText(count: number | undefined): string | undefined {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return undefined;
  return count > 99 ? '99+' : String(Math.floor(count));
}
