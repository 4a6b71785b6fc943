import { queryOptions } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

/** The server's clock (getServerTime), never cached: the SMS sign's timestr must be fresh. */
export const serverTimeQuery = () =>
  queryOptions({
    queryKey: callKey('/api/get_server_time'),
    queryFn: ({ signal }) => ok(api.GET('/api/get_server_time', { signal })),
    staleTime: 0,
    gcTime: 0,
  });
