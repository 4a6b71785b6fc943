import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { markCatebrandFavorite } from './catebrand-product-list';
import { FAVORITE_LIST } from './favorite-list';
import { PRODUCT_DETAIL } from './product-detail';
import { markSearchListFavorite } from './search-list';
import { markTodayNewFavorite } from './today-new-product-list';

/**
 * What a favourite's change touches in the cache, after favorite/add (true) or favorite/del
 * (false): every list showing the product's heart is patched in place by its own call module (no
 * refetch, no scroll jump); the favourites list and the product detail are refetched. Both
 * favourite calls end here, so every screen agrees.
 */
export function favoriteChanged(client: QueryClient, productId: number, favorite: boolean): Promise<unknown> {
  markSearchListFavorite(client, productId, favorite);
  markTodayNewFavorite(client, productId, favorite);
  markCatebrandFavorite(client, productId, favorite);
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey(FAVORITE_LIST) }),
    client.invalidateQueries({ queryKey: callKey(PRODUCT_DETAIL) }),
  ]);
}

/** Adds a product to the favourites (favoriteAdd); one call per product at a time. */
export function useAddFavorite() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (productId: number) =>
        ok(api.GET('/api/account/favorite/add', { params: { query: { product_id: productId } } })),
      onSuccess: (_data, productId) => favoriteChanged(client, productId, true),
    },
    { keyOf: (productId) => productId },
  );
}
