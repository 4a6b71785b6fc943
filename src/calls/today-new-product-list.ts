import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const TODAY_NEW_PRODUCT_LIST = '/api/product/new_home_today_new_product_list';

/** Today's new phones (todayNewProductList); an empty product_list is the end. */
export const newTodayQuery = () => {
  const params = { user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return infiniteQueryOptions({
    queryKey: callKey(TODAY_NEW_PRODUCT_LIST, params),
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET(TODAY_NEW_PRODUCT_LIST, { params: { query: { ...params, page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) =>
      nextPageParam(last, all, lastParam, (p) => p.data.product_list),
  });
};

export const useNewToday = () => useInfiniteQuery(newTodayQuery());
