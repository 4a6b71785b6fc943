import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { GET_SHOP_CART_LIST } from './get-shop-cart-list';
import { invalidateOrders } from './order-list';

export interface SubmitOrderVariables {
  paymentId: components['schemas']['PaymentId'];
  addressId: number;
  fromWhere: 1 | 2;
  items: components['schemas']['OrderSubmitItem'][];
  /** Made once per visit of the confirm page: the server answers a repeat with the same order. */
  submitToken: string;
  ref?: string;
}

/**
 * Submits an order (shopCartConfirmOrder). The order lists and badges change; from the cart the
 * ordered lines leave it, and the phones are sold, so the cart and coupons are read again.
 */
export function useSubmitOrder() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (v: SubmitOrderVariables) =>
      (
        await ok(
          api.POST('/api/account/order/shop_cart_confirm_order', {
            body: {
              payment_id: v.paymentId,
              serve_address_id: v.addressId,
              from_where: v.fromWhere,
              order_item: JSON.stringify(v.items),
              submit_token: v.submitToken,
              ...(v.ref ? { ref: v.ref } : {}),
            },
            headers: FORM,
          }),
        )
      ).data,
    // Marked stale, not read again now. The confirm page, which shows the cart's lines (no longer
    // in the cart once ordered) and the coupons, moves on in its own onSuccess; the next page reads
    // what it shows when it mounts. Read now, they went out beside that page's first call (the
    // order list the shopper waits for) and slowed it (docs/performance.md, tap → content).
    onSuccess: () => {
      void Promise.all([
        invalidateOrders(client, 'none'),
        client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST), refetchType: 'none' }),
        client.invalidateQueries({
          queryKey: callKey('/api/account/coupons/canuse_bonus_list'),
          refetchType: 'none',
        }),
      ]);
    },
  });
}
