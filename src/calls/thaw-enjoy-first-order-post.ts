import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { RefundVariables } from './apply-cancel-order';
import { invalidateOrders } from './order-list';

/** Refunds a pay-later order (payment 11) by thawing its frozen funds (thawEnjoyFirstOrderPost). */
export function useThawRefund() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: async ({ orderNo, reason }: RefundVariables) =>
        (
          await ok(
            api.POST('/api/account/order/thaw_enjoy_first_order_post', {
              body: { order_no: orderNo, reason },
              headers: FORM,
            }),
          )
        ).data,
      onSuccess: () => invalidateOrders(client),
    },
    { keyOf: (v) => v.orderNo },
  );
}
