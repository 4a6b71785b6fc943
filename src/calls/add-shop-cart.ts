import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { GET_SHOP_CART_LIST } from './get-shop-cart-list';
import { PRODUCT_DETAIL, type ProductDetail } from './product-detail';

export interface AddToCartVariables {
  /** 1 phone, 2 part. */
  proType: 1 | 2;
  /** A phone's product id or a part's sku id. */
  proValue: number;
  num: number;
  /** The unit price shown (the server refuses a stale one). */
  price: string;
  sk?: string;
  /** Chosen service ids (phones). */
  serviceIds?: readonly number[];
}

/**
 * Adds a phone or a part to the cart (addShopCart; user_id / driver_id come from the session).
 * Afterwards the cart's lists and count refetch, and a phone's detail says it is in the cart
 * (can_add_to_shop_cart false, docs/product/states.md) at once.
 */
export function useAddShopCart() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (v: AddToCartVariables) =>
        ok(
          api.POST('/api/shopcart/add_shop_cart', {
            body: {
              pro_type: v.proType,
              pro_value: v.proValue,
              pro_num: v.num,
              price: v.price,
              ...(v.sk ? { sk: v.sk } : {}),
              ...(v.serviceIds && v.serviceIds.length ? { services_id: v.serviceIds.join(',') } : {}),
            },
            headers: FORM,
          }),
        ),
      onSuccess: (_data, v) => {
        if (v.proType === 1) {
          client.setQueriesData<ProductDetail>(
            {
              queryKey: callKey(PRODUCT_DETAIL),
              predicate: (q) => (q.queryKey[2] as { product_id?: number })?.product_id === v.proValue,
            },
            (old) => old && { ...old, can_add_to_shop_cart: false },
          );
        }
        return client.invalidateQueries({ queryKey: callKey(GET_SHOP_CART_LIST) });
      },
    },
    // Adding a phone and a part side by side is fine; the same item twice is one request.
    { keyOf: (v) => `${v.proType}:${v.proValue}` },
  );
}
