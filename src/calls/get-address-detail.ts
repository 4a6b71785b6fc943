import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/account/address/get_address_detail';

/** One address to edit (getAddressDetail). */
export const addressDetailQuery = (addressId: number) =>
  queryOptions({
    queryKey: callKey(PATH, { address_id: addressId }),
    queryFn: async ({ signal }) =>
      (await ok(api.GET(PATH, { params: { query: { address_id: addressId } }, signal }))).data,
  });

export const useAddressDetail = (addressId: number | undefined) =>
  useQuery({ ...addressDetailQuery(addressId ?? 0), enabled: addressId !== undefined });
