import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { ok } from '@/api/client';
import { api } from '@/lib/api';

export type WarrantyCard = components['schemas']['WarrantyCard'];

const LIST = '/api/account/order/guarantee_list';

export const guaranteesQuery = () =>
  queryOptions({
    queryKey: ['get', LIST, {}],
    queryFn: async ({ signal }) => (await ok(api.GET(LIST, { signal }))).data,
  });

export const useGuarantees = () => useQuery(guaranteesQuery());
