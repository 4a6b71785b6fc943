import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { ok } from '@/api/client';
import { emptyOnListEnd, nextPageParam } from '@/components/infinite-list/load-more';
import { api } from '@/lib/api';

export type FavoriteItem = components['schemas']['FavoriteItem'];

const LIST = '/api/account/favorite/list';

/** One page of favourites; code -404 (empty or past the end) reads as an empty page. */
async function favoritePage(page: number, signal: AbortSignal): Promise<FavoriteItem[]> {
  const res = await emptyOnListEnd(ok(api.GET(LIST, { params: { query: { page } }, signal })), null);
  return res?.data ?? [];
}

export const favoritesQuery = () =>
  infiniteQueryOptions({
    queryKey: ['get', LIST, {}],
    queryFn: ({ pageParam, signal }) => favoritePage(pageParam, signal),
    initialPageParam: 1,
    // The page size is not in the contract: a short or empty (-404) page ends the list.
    getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page),
  });

export const useFavorites = () => useInfiniteQuery(favoritesQuery());

export function useDeleteFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      ok(api.GET('/api/account/favorite/del', { params: { query: { product_id: productId } } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['get', LIST] }),
  });
}
