import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { deleteBatches } from '@/domain/cart';
import { CONTRACT_LIMITS } from '@/validation/contract-limits.gen';
import { GET_SHOP_CART_LIST, fetchAllSoldValues } from './get-shop-cart-list';
import { PRODUCT_DETAIL } from './product-detail';

const deleteValues = (shopcartValueStr: string) =>
  ok(
    api.POST('/api/shopcart/delete_from_selected_multi', {
      body: { shopcart_value_str: shopcartValueStr },
      headers: FORM,
    }),
  );

/**
 * Removes cart lines by their shopcart_value (deleteFromSelectedMulti): a swiped line. The cart
 * refetches, and so do phone details (a removed phone can be added again).
 */
export function useDeleteFromCart() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (values: readonly number[]) => deleteValues(values.join(',')),
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST) }),
          client.invalidateQueries({ queryKey: callKey(PRODUCT_DETAIL) }),
        ]),
    },
    { keyOf: (values) => values.join(',') },
  );
}

/**
 * Clears every sold line of the cart, loaded on the screen or not: the contract has no "clear by
 * state" call, so the cart is read through (getShopCartList) and the sold values are deleted in
 * batches within shopcart_value_str's length limit. Resolves to how many lines were cleared. The
 * cart refetches even after a failure part-way, since some batches may already have gone.
 */
export function useClearSoldLines() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: async () => {
      const values = await fetchAllSoldValues();
      for (const batch of deleteBatches(values, CONTRACT_LIMITS.cartDeleteValuesMax))
        await deleteValues(batch);
      return values.length;
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST) }),
        client.invalidateQueries({ queryKey: callKey(PRODUCT_DETAIL) }),
      ]),
  });
}
