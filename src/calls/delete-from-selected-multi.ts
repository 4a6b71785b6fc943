import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { GET_SHOP_CART_LIST } from './get-shop-cart-list';
import { PRODUCT_DETAIL } from './product-detail';

/**
 * Removes cart lines by their shopcart_value (deleteFromSelectedMulti): one swiped line or every
 * sold one. The cart refetches, and so do phone details (a removed phone can be added again).
 */
export function useDeleteFromCart() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (values: readonly number[]) =>
        ok(
          api.POST('/api/shopcart/delete_from_selected_multi', {
            body: { shopcart_value_str: values.join(',') },
            headers: FORM,
          }),
        ),
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST) }),
          client.invalidateQueries({ queryKey: callKey(PRODUCT_DETAIL) }),
        ]),
    },
    { keyOf: (values) => values.join(',') },
  );
}
