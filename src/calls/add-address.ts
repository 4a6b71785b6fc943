import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { AddressValues } from '@/validation/forms';
import { addressesChanged } from './get-reciver-address-list';

/** The form's values as add_address and change_address take them. */
export const addressBody = (values: AddressValues) => ({
  address_name: values.name,
  address_mobile_phone: values.mobile,
  address_state_id: values.area.stateId,
  address_city_id: values.area.cityId,
  address_county_id: values.area.countyId,
  address_street: values.street,
  is_default: values.isDefault ? (1 as const) : (0 as const),
});

/** Adds an address (addAddress); the server's msg is the success toast. */
export function useAddAddress() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (values: AddressValues) =>
      ok(api.POST('/api/account/address/add_address', { body: addressBody(values), headers: FORM })),
    onSuccess: () => addressesChanged(client),
  });
}
