import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';

// The taxonomy changes rarely: keep it for the session's browsing instead of refetching per page.
const TAXONOMY_STALE_MS = 5 * 60_000;

/** Category page sidebar and each category's brands (new_get_product_cate_h5). */
export const cateH5Query = () =>
  queryOptions({
    queryKey: ['get', '/api/product/new_get_product_cate_h5', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/product/new_get_product_cate_h5', { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

/** The whole tree: category → brand → models, plus part categories (new_get_product_cate_v1). */
export const cateTreeQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/product/new_get_product_cate_v1', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/product/new_get_product_cate_v1', { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

/** The product categories of the home nav bar (get_index_product_cate), tabs of /product. */
export const indexCateQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/product/get_index_product_cate', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/product/get_index_product_cate', { signal })),
    staleTime: TAXONOMY_STALE_MS,
  });

export const useCateH5 = () => useQuery(cateH5Query());
export const useCateTree = () => useQuery(cateTreeQuery());
export const useIndexCate = () => useQuery(indexCateQuery());
