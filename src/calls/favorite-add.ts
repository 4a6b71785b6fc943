import { useQueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { favoriteChanged } from '@/lib/favorite-cache';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';

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
