import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextPageParam } from '@/components/infinite-list/load-more';
import { api } from '@/lib/api';
import { viewerId } from './viewer';

export const NEW_TODAY_PATH = '/api/product/new_home_today_new_product_list';

/** Today's new phones (new_home_today_new_product_list); an empty product_list is the end. */
export const newTodayQuery = () => {
  const params = { user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return infiniteQueryOptions({
    queryKey: ['get', NEW_TODAY_PATH, params],
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET(NEW_TODAY_PATH, { params: { query: { ...params, page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) =>
      nextPageParam(last, all, lastParam, (p) => p.data.product_list),
  });
};

export const useNewToday = () => useInfiniteQuery(newTodayQuery());
