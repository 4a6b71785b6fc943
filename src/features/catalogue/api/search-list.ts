import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextPageParam } from '@/components/infinite-list/load-more';
import { searchListParams, type CommodityQuery, type SearchListParams } from '@/domain/commodity-query';
import { api } from '@/lib/api';
import { viewerId } from './viewer';

export const SEARCH_LIST_PATH = '/api/product/new_search_list';

/** The list's parameters without the page (the key of the whole infinite list). */
export function searchListKeyParams(query: CommodityQuery): Omit<SearchListParams, 'page'> {
  const params: SearchListParams = { ...searchListParams(query, 1), user_id: viewerId() };
  delete params.page;
  if (params.user_id === undefined) delete params.user_id;
  return params;
}

/** The commodity list (new_search_list), page by page; an empty page is the end. */
export const searchListQuery = (query: CommodityQuery) => {
  const params = searchListKeyParams(query);
  return infiniteQueryOptions({
    queryKey: ['get', SEARCH_LIST_PATH, params],
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET(SEARCH_LIST_PATH, { params: { query: { ...params, page: pageParam } }, signal })),
    initialPageParam: 1,
    // No more pages once nothing matched (is_recommend 1: the hot sellers are not a next page).
    getNextPageParam: (last, all, lastParam) =>
      last.is_recommend === 1 ? undefined : nextPageParam(last, all, lastParam, (p) => p.data),
  });
};

export const useSearchList = (query: CommodityQuery) => useInfiniteQuery(searchListQuery(query));
