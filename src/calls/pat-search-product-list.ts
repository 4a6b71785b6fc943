import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/pat/search_product_list';

/** The parts mall's list (patSearchProductList; one call, no pages), also under home's parts tab. */
export const partsQuery = () =>
  queryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ signal }) => ok(api.GET(PATH, { signal })),
  });

export const useParts = () => useQuery(partsQuery());
