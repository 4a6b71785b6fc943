import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { addressesChanged } from './get-reciver-address-list';

/** Deletes an address (disableAddress). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) =>
      ok(api.POST('/api/account/address/disable_address', { body: { address_book_id: id }, headers: FORM })),
    onSuccess: () => addressesChanged(client),
  });
}
