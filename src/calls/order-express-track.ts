import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

export type Logistics = components['schemas']['Logistics'];
const PATH = '/api/account/order/order_express_track';

/** An order's carrier, tracking number and track (orderExpressTrack). */
export const orderExpressTrackQuery = (orderNo: string) =>
  queryOptions({
    queryKey: callKey(PATH, { order_no: orderNo }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { order_no: orderNo } }, signal }))).data,
  });

export const useOrderExpressTrack = (orderNo: string) => useQuery(orderExpressTrackQuery(orderNo));
