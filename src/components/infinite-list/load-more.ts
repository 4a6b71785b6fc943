// The pure parts of an infinite list (docs/product/limits.md: load the next page within 50 px of the bottom).
// Kept apart from React so they are unit-tested, and so a screen with its own scroll container can
// reuse them. Where a list ends is the call's business: src/lib/list-pages.ts.

/** docs/product/limits.md: the scroll-load trigger, in px from the bottom of the page. */
export const LOAD_MORE_DISTANCE = 50;

export interface ScrollState {
  /** window.scrollY (or a container's scrollTop). */
  scrollTop: number;
  /** window.innerHeight (or a container's clientHeight). */
  viewportHeight: number;
  /** document.documentElement.scrollHeight (or a container's scrollHeight). */
  scrollHeight: number;
}

/** Whether the next page should be requested now: near the bottom, more to come, nothing in flight. */
export function shouldLoadMore(
  { scrollTop, viewportHeight, scrollHeight }: ScrollState,
  { hasNextPage, isFetching }: { hasNextPage: boolean; isFetching: boolean },
  distance = LOAD_MORE_DISTANCE,
): boolean {
  if (!hasNextPage || isFetching) return false;
  return scrollHeight - (scrollTop + viewportHeight) <= distance;
}

/** Splits items into rows of `columns` (a two-column grid is virtualised row by row). */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const n = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += n) rows.push(items.slice(i, i + n));
  return rows;
}
