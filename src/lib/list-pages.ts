// How a paged call's list ends (docs/product/states.md: lists paginate and become full when no more data). Used
// by the call modules' getNextPageParam; pure, so it is unit-tested apart from React.
import { isBizError } from '@/api/errors';

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
 * For the calls whose end of list is business code -404 (order list, favourites, reviews: docs/product/states.md
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
