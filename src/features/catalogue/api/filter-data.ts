import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { FilterDataParams } from '@/domain/commodity-query';
import { api } from '@/lib/api';

/** The Model and Filter panels' property groups for a type, brand and model (new_filter_data_v2). */
export const filterDataQuery = (params: FilterDataParams) =>
  queryOptions({
    queryKey: ['get', '/api/product/new_filter_data_v2', params],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/product/new_filter_data_v2', { params: { query: params }, signal })),
    staleTime: 5 * 60_000,
  });

/** The Price panel's preset ranges (price_filter_data). */
export const priceFilterQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/product/price_filter_data', {}],
    queryFn: ({ signal }) => ok(api.GET('/api/product/price_filter_data', { signal })),
    staleTime: 30 * 60_000,
  });

export const useFilterData = (params: FilterDataParams, enabled = true) =>
  useQuery({ ...filterDataQuery(params), enabled });
export const usePriceFilter = (enabled = true) => useQuery({ ...priceFilterQuery(), enabled });
