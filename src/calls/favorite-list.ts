import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { emptyOnListEnd, nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';

export type FavoriteItem = components['schemas']['FavoriteItem'];

export const FAVORITE_LIST = '/api/account/favorite/list';

/** One page of favourites; code -404 (empty or past the end) reads as an empty page. */
async function favoritePage(page: number, signal: AbortSignal): Promise<FavoriteItem[]> {
  const res = await emptyOnListEnd(ok(api.GET(FAVORITE_LIST, { params: { query: { page } }, signal })), null);
  return res?.data ?? [];
}

/** The user's favourites (favoriteList), newest first. */
export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: callKey(FAVORITE_LIST, {}),
    queryFn: ({ pageParam, signal }) => favoritePage(pageParam, signal),
    initialPageParam: 1,
    // The page size is not in the contract: a short or empty (-404) page ends the list.
    getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page),
  });

export const useFavorites = () => useInfiniteQuery(favoritesQuery());
