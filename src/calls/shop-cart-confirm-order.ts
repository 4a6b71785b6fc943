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
    // Not awaited: the confirm page's lines come from the cart, which no longer holds them once
    // ordered; the page must move on (its onSuccess) before the refetched cart replaces them.
    onSuccess: () => {
      void Promise.all([
        invalidateOrders(client),
        client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST) }),
        client.invalidateQueries({ queryKey: callKey('/api/account/coupons/canuse_bonus_list') }),
      ]);
    },
  });
}
