import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { invalidateOrders } from './order-list';

/** Deletes a cancelled order (deleteOrder, docs/product/states.md type 2). Guarded per order; refreshes every order query. */
export function useDeleteOrder() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (orderNo: string) =>
        ok(api.GET('/api/account/order/delete_order', { params: { query: { order_no: orderNo } } })),
      onSuccess: () => invalidateOrders(client),
    },
    { keyOf: (orderNo) => orderNo },
  );
}
