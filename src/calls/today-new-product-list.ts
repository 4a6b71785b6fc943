import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { operations } from '@/api/schema';
import { markFavorite } from '@/domain/favorite-flag';
import { api } from '@/lib/api';
import { nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const TODAY_NEW_PRODUCT_LIST = '/api/product/new_home_today_new_product_list';

const todayPage = (query: operations['todayNewProductList']['parameters']['query'], signal: AbortSignal) =>
  ok(api.GET(TODAY_NEW_PRODUCT_LIST, { params: { query }, signal }));

/** Today's new phones (todayNewProductList); an empty product_list is the end. */
export const newTodayQuery = () => {
  const params = { user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return infiniteQueryOptions({
    queryKey: callKey(TODAY_NEW_PRODUCT_LIST, params),
    queryFn: ({ pageParam, signal }) => todayPage({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) =>
      nextPageParam(last, all, lastParam, (p) => p.data.product_list),
  });
};

export const useNewToday = () => useInfiniteQuery(newTodayQuery());

/** Every cached page of today's new phones with one product's heart set, in place. */
export function markTodayNewFavorite(client: QueryClient, productId: number, favorite: boolean): void {
  client.setQueriesData<InfiniteData<Awaited<ReturnType<typeof todayPage>>>>(
    { queryKey: callKey(TODAY_NEW_PRODUCT_LIST) },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: { ...page.data, product_list: markFavorite(page.data.product_list, productId, favorite) },
        })),
      },
  );
}
