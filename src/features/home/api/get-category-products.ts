import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextPageParam } from '@/components/infinite-list/load-more';
import { api } from '@/lib/api';

/** The category of parts: its products are the parts mall's, not phones (SPEC 2, /sort links). */
export const PART_TYPE_ID = 888;

/** One phone category's products, page by page (new_search_list with type_id only). */
export const categoryProductsQuery = (typeId: number) =>
  infiniteQueryOptions({
    queryKey: ['get', '/api/product/new_search_list', { type_id: typeId }],
    queryFn: ({ pageParam, signal }) =>
      ok(
        api.GET('/api/product/new_search_list', {
          params: { query: { type_id: typeId, page: pageParam } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page.data),
  });

export const useCategoryProducts = (typeId: number) => useInfiniteQuery(categoryProductsQuery(typeId));

/** The parts mall's list (one call, no pages), shown under the parts category tab. */
export const partsQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/pat/search_product_list', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/pat/search_product_list', { signal })),
  });

export const useParts = () => useQuery(partsQuery());
