import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/product/price_filter_data';

/** The Price panel's preset ranges (priceFilterData). */
export const priceFilterQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ signal }) => ok(api.GET(PATH, { signal })),
    staleTime: 30 * 60_000,
  });

export const usePriceFilter = (enabled = true) => useQuery({ ...priceFilterQuery(), enabled });
