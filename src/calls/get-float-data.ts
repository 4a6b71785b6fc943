import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { formatBeijingTime } from '@/domain/beijing-time';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export const GET_FLOAT_DATA = '/api/account/shaidan/get_float_data';
/** docs/product/limits.md: the ticker rotates every 60 s (fetched again). */
export const FLOAT_REFRESH_MS = 60_000;

/**
 * The purchase ticker (getFloatData): the latest purchases before now. Fetched again every 60 s
 * while the page is visible (TanStack Query pauses intervals in a hidden tab).
 */
export const floatDataQuery = () =>
  queryOptions({
    queryKey: callKey(GET_FLOAT_DATA),
    queryFn: async ({ signal }) =>
      (
        await ok(
          api.GET(GET_FLOAT_DATA, {
            params: { query: { current_time: formatBeijingTime(new Date()) } },
            signal,
          }),
        )
      ).data,
    refetchInterval: FLOAT_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: FLOAT_REFRESH_MS,
  });

export const useFloatData = () => useQuery(floatDataQuery());
