import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { postRead } from '@/api/read-request';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type Address = components['schemas']['Address'];

const PATH = '/api/account/address/get_reciver_address_list';

/** The getReciverAddressList read (a POST; also sent by index.html's early start). */
export const addressListRead = () => postRead(PATH, {});

/**
 * The user's addresses (getReciverAddressList); the server already sorts the default first, and
 * the screen keeps it so. A read sent as POST (contract), keyed like a GET.
 */
export const addressListQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: async ({ signal }) =>
      (await ok(api.POST(PATH, { body: addressListRead().params, headers: FORM, signal }))).data,
  });

export const useAddressList = () => useQuery(addressListQuery());

/** After any address change (add, change, default, delete): the list and every detail are refetched. */
export const addressesChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: callKey(PATH) }),
    client.invalidateQueries({ queryKey: callKey('/api/account/address/get_address_detail') }),
  ]);
