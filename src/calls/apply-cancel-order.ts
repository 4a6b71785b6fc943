import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { invalidateOrders } from './order-list';

export interface RefundVariables {
  orderNo: string;
  reason: components['schemas']['RefundReason'];
}

/** Refunds an order awaiting shipment (applyCancelOrder). Guarded per order. */
export function useApplyCancelOrder() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: async ({ orderNo, reason }: RefundVariables) =>
        (
          await ok(
            api.GET('/api/account/order/apply_cancel_order', {
              params: { query: { order_no: orderNo, reason } },
            }),
          )
        ).data,
      onSuccess: () => invalidateOrders(client),
    },
    { keyOf: (v) => v.orderNo },
  );
}
