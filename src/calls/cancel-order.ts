import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { invalidateOrders } from './order-list';

/** Cancels an unpaid order (cancelOrder, docs/product/states.md type 1). Guarded per order; refreshes every order query. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (orderNo: string) =>
        ok(api.GET('/api/account/order/cancel_order', { params: { query: { order_no: orderNo } } })),
      onSuccess: () => invalidateOrders(client),
    },
    { keyOf: (orderNo) => orderNo },
  );
}
