import { queryOptions, useQuery } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';

export type Address = components['schemas']['Address'];

const LIST = '/api/account/address/get_reciver_address_list';

/** The user's addresses (getReciverAddressList); the server sorts the default first. */
export const addressListQuery = () =>
  queryOptions({
    // A read sent as POST (contract), keyed like a GET so invalidation by path works.
    queryKey: ['get', LIST, {}],
    queryFn: async ({ signal }) => (await ok(api.POST(LIST, { body: {}, headers: FORM, signal }))).data,
  });

export const useAddressList = () => useQuery(addressListQuery());
