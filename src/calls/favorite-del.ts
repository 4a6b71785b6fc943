import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { favoriteChanged } from './favorite-add';

/**
 * Removes a product from the favourites (favoriteDel), from a product card's heart or the
 * favourites page alike: every list's heart, the favourites list and the detail follow.
 */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: (productId: number) =>
        ok(api.GET('/api/account/favorite/del', { params: { query: { product_id: productId } } })),
      onSuccess: (_data, productId) => favoriteChanged(client, productId, false),
    },
    { keyOf: (productId) => productId },
  );
}
