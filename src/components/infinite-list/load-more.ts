// The pure parts of an infinite list (SPEC 9: load the next page within 50 px of the bottom;
// SPEC 4: lists paginate and become full when no more data). Kept apart from React so they are
// unit-tested, and so a screen with its own scroll container can reuse them.
import { isBizError } from '@/api/errors';

/** SPEC 9: the scroll-load trigger, in px from the bottom of the page. */
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

/**
 * The next 1-based page number for `getNextPageParam`, or undefined when the list is full: after
 * an empty page, or after a page shorter than the page size (given, or else the first page's
 * length: the API names none). Page size unknown and every page full: one more request finds the
 * empty page.
 *
 *   getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page.data)
 */
export function nextPageParam<TPage>(
  lastPage: TPage,
  allPages: readonly TPage[],
  lastPageParam: number,
  items: (page: TPage) => readonly unknown[] | undefined,
  pageSize?: number,
): number | undefined {
  const count = items(lastPage)?.length ?? 0;
  if (count === 0) return undefined;
  const size = pageSize ?? (allPages.length > 0 ? (items(allPages[0])?.length ?? 0) : 0);
  if (count < size) return undefined;
  return lastPageParam + 1;
}

/**
 * For the calls whose end of list is business code -404 (order list, favourites, reviews: SPEC 4
 * "code -404 means empty or end"): that code reads as an empty page, any other failure still throws.
 */
export async function emptyOnListEnd<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (isBizError(err) && (err.code as number) === -404) return empty;
    throw err;
  }
}

/** Splits items into rows of `columns` (a two-column grid is virtualised row by row). */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const n = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += n) rows.push(items.slice(i, i + n));
  return rows;
}
