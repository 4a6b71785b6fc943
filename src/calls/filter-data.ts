import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { FilterDataParams } from '@/domain/commodity-query';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/new_filter_data_v2';

/** The Model and Filter panels' property groups for a type, brand and model (filterData). */
export const filterDataQuery = (params: FilterDataParams) =>
  queryOptions({
    queryKey: callKey(PATH, params),
    queryFn: ({ signal }) => ok(api.GET(PATH, { params: { query: params }, signal })),
    staleTime: 5 * 60_000,
  });

export const useFilterData = (params: FilterDataParams, enabled = true) =>
  useQuery({ ...filterDataQuery(params), enabled });
