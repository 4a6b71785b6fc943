import type { OrderTab } from '@/calls/order-list';

const TABS: readonly OrderTab[] = ['all', 0, 1, 2, 4];

/** The route query `state` as a tab; anything else is the whole list. */
export function tabOf(value: string | null): OrderTab {
  const n = Number(value);
  return value !== null && value !== '' && TABS.includes(n as OrderTab) ? (n as OrderTab) : 'all';
}
