import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { AddressValues } from '@/validation/forms';
import { addressBody } from './add-address';
import { addressesChanged } from './get-reciver-address-list';

/** Changes an address (changeAddress); the server's msg is the success toast. */
export function useChangeAddress() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, values }: { id: number; values: AddressValues }) =>
      ok(
        api.POST('/api/account/address/change_address', {
          body: { ...addressBody(values), address_book_id: id },
          headers: FORM,
        }),
      ),
    onSuccess: () => addressesChanged(client),
  });
}
