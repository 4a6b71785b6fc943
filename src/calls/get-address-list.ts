import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type Area = components['schemas']['Area'];

const PATH = '/api/account/address/get_address_list';

/** Areas under pid (getAddressList; 0: provinces). They never change: fetched once per session. */
export const areasQuery = (pid: number) =>
  queryOptions({
    queryKey: callKey(PATH, { pid }),
    queryFn: async ({ signal }) => (await ok(api.GET(PATH, { params: { query: { pid } }, signal }))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useAreas = (pid: number | null) => useQuery({ ...areasQuery(pid ?? 0), enabled: pid !== null });
