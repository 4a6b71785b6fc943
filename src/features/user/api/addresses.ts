import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import type { AddressValues } from '@/validation/forms';

export type Address = components['schemas']['Address'];
export type Area = components['schemas']['Area'];

const LIST = '/api/account/address/get_reciver_address_list';
const DETAIL = '/api/account/address/get_address_detail';
const AREAS = '/api/account/address/get_address_list';

/** The user's addresses; the server already sorts the default first, and the screen keeps it so. */
export const addressListQuery = () =>
  queryOptions({
    // A read sent as POST (contract), keyed like a GET so invalidation by path works.
    queryKey: ['get', LIST, {}],
    queryFn: async ({ signal }) => (await ok(api.POST(LIST, { body: {}, headers: FORM, signal }))).data,
  });

export const useAddressList = () => useQuery(addressListQuery());

export const addressDetailQuery = (addressId: number) =>
  queryOptions({
    queryKey: ['get', DETAIL, { address_id: addressId }],
    queryFn: async ({ signal }) =>
      (await ok(api.GET(DETAIL, { params: { query: { address_id: addressId } }, signal }))).data,
  });

export const useAddressDetail = (addressId: number | undefined) =>
  useQuery({ ...addressDetailQuery(addressId ?? 0), enabled: addressId !== undefined });

/** Areas under pid (0: provinces). They never change, so they are fetched once per session. */
export const areasQuery = (pid: number) =>
  queryOptions({
    queryKey: ['get', AREAS, { pid }],
    queryFn: async ({ signal }) => (await ok(api.GET(AREAS, { params: { query: { pid } }, signal }))).data,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useAreas = (pid: number | null) => useQuery({ ...areasQuery(pid ?? 0), enabled: pid !== null });

const invalidateAddresses = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['get', LIST] }),
    client.invalidateQueries({ queryKey: ['get', DETAIL] }),
  ]);

/** Adds (no id) or changes (with id) an address; the server's msg is the success toast. */
export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: number; values: AddressValues }) => {
      const body = {
        address_name: values.name,
        address_mobile_phone: values.mobile,
        address_state_id: values.area.stateId,
        address_city_id: values.area.cityId,
        address_county_id: values.area.countyId,
        address_street: values.street,
        is_default: values.isDefault ? (1 as const) : (0 as const),
      };
      return id === undefined
        ? ok(api.POST('/api/account/address/add_address', { body, headers: FORM }))
        : ok(
            api.POST('/api/account/address/change_address', {
              body: { ...body, address_book_id: id },
              headers: FORM,
            }),
          );
    },
    onSuccess: () => invalidateAddresses(client),
  });
}

export function useSetDefaultAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      ok(
        api.POST('/api/account/address/set_address_default', {
          body: { address_book_id: id },
          headers: FORM,
        }),
      ),
    onSuccess: () => invalidateAddresses(client),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      ok(api.POST('/api/account/address/disable_address', { body: { address_book_id: id }, headers: FORM })),
    onSuccess: () => invalidateAddresses(client),
  });
}
