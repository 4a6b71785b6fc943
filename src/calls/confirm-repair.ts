import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { invalidateOrders } from './order-list';

/** Confirms receipt of an order (confirmRepair). Guarded per order; refreshes every order query. */
export function useConfirmRepair() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (orderNo: string) =>
        ok(api.GET('/api/account/order/confirm_repair', { params: { query: { order_no: orderNo } } })),
      onSuccess: () => invalidateOrders(client),
    },
    { keyOf: (orderNo) => orderNo },
  );
}
