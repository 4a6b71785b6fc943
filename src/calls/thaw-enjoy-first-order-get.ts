import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type ThawInfo = components['schemas']['ThawInfo'];
const PATH = '/api/account/order/thaw_enjoy_first_order_post';

/** A pay-later order's frozen funds and trial end (thawEnjoyFirstOrderGet), read on the detail. */
export const thawInfoQuery = (orderNo: string) =>
  queryOptions({
    queryKey: callKey(PATH, { order_no: orderNo }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { order_no: orderNo } }, signal }))).data,
  });

export const useThawInfo = (orderNo: string, enabled: boolean) =>
  useQuery({ ...thawInfoQuery(orderNo), enabled });
