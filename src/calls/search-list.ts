import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ok } from '@/api/client';
import { markFavorite } from '@/domain/favorite-flag';
import { searchListParams, type CommodityQuery, type SearchListParams } from '@/domain/commodity-query';
import { api } from '@/lib/api';
import { nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const SEARCH_LIST = '/api/product/new_search_list';

/** The list's parameters without the page (the key of the whole infinite list). */
export function searchListKeyParams(query: CommodityQuery): Omit<SearchListParams, 'page'> {
  const params: SearchListParams = { ...searchListParams(query, 1), user_id: viewerId() };
  delete params.page;
  if (params.user_id === undefined) delete params.user_id;
  return params;
}

const searchPage = (params: SearchListParams, signal: AbortSignal) =>
  ok(api.GET(SEARCH_LIST, { params: { query: params }, signal }));

/**
 * A product list (searchList), page by page; an empty page is the end. The commodity list with
 * its filters, and a home category tab (a query with its type only).
 */
export const searchListQuery = (query: CommodityQuery) => {
  const params = searchListKeyParams(query);
  return infiniteQueryOptions({
    queryKey: callKey(SEARCH_LIST, params),
    queryFn: ({ pageParam, signal }) => searchPage({ ...params, page: pageParam }, signal),
    initialPageParam: 1,
    // No more pages once nothing matched (is_recommend 1: the hot sellers are not a next page).
    getNextPageParam: (last, all, lastParam) =>
      last.is_recommend === 1 ? undefined : nextPageParam(last, all, lastParam, (p) => p.data),
  });
};

export const useSearchList = (query: CommodityQuery) => useInfiniteQuery(searchListQuery(query));

/** One category's products (a home category tab): the list of that type, unfiltered. */
export const categoryProductsQuery = (typeId: number) => searchListQuery({ typeId, props: [] });
export const useCategoryProducts = (typeId: number) => useInfiniteQuery(categoryProductsQuery(typeId));

/** Every cached search list with one product's heart set, in place (no refetch, no scroll jump). */
export function markSearchListFavorite(client: QueryClient, productId: number, favorite: boolean): void {
  client.setQueriesData<InfiniteData<Awaited<ReturnType<typeof searchPage>>>>(
    { queryKey: callKey(SEARCH_LIST) },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: markFavorite(page.data, productId, favorite),
          recommend_data: page.recommend_data && markFavorite(page.recommend_data, productId, favorite),
        })),
      },
  );
}
