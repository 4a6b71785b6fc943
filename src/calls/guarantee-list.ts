import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type WarrantyCard = components['schemas']['WarrantyCard'];

const PATH = '/api/account/order/guarantee_list';

/** The user's warranty cards (guaranteeList). */
export const guaranteesQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: async ({ signal }) => (await ok(api.GET(PATH, { signal }))).data,
  });

export const useGuarantees = () => useQuery(guaranteesQuery());
