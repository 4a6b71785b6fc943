import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { NEW_TODAY_PATH } from './new-today';
import { SEARCH_LIST_PATH } from './search-list';

type ProductCard = components['schemas']['ProductCard'];
type Flag = 0 | 1;

export interface FavoriteVariables {
  productId: number;
  /** Whether the product is a favourite now: true removes it, false adds it. */
  favorite: boolean;
}

const mark = (list: readonly ProductCard[] | undefined, productId: number, flag: Flag) =>
  list?.map((p) => (p.product_id === productId ? { ...p, is_favorite: flag } : p));

/** Writes the new state into every cached list showing the product, so each heart agrees. */
function patchLists(client: QueryClient, productId: number, flag: Flag) {
  client.setQueriesData<InfiniteData<{ data: ProductCard[]; recommend_data?: ProductCard[] }>>(
    { queryKey: ['get', SEARCH_LIST_PATH] },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: mark(page.data, productId, flag) ?? [],
          recommend_data: mark(page.recommend_data, productId, flag),
        })),
      },
  );
  client.setQueriesData<InfiniteData<{ data: { product_list: ProductCard[] } }>>(
    { queryKey: ['get', NEW_TODAY_PATH] },
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((page) => ({
          ...page,
          data: { ...page.data, product_list: mark(page.data.product_list, productId, flag) ?? [] },
        })),
      },
  );
  client.setQueriesData<{ data: { product_list: ProductCard[] } }>(
    { queryKey: ['get', '/api/product/catebrand_product_list'] },
    (old) =>
      old && {
        ...old,
        data: { ...old.data, product_list: mark(old.data.product_list, productId, flag) ?? [] },
      },
  );
}

/** Adds or removes a favourite (favorite/add, favorite/del), then updates what shows it. */
export function useFavoriteToggle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, favorite }: FavoriteVariables) =>
      favorite
        ? ok(api.GET('/api/account/favorite/del', { params: { query: { product_id: productId } } }))
        : ok(api.GET('/api/account/favorite/add', { params: { query: { product_id: productId } } })),
    onSuccess: (_data, { productId, favorite }) => {
      patchLists(client, productId, favorite ? 0 : 1);
      void client.invalidateQueries({ queryKey: ['get', '/api/account/favorite/list'] });
      void client.invalidateQueries({ queryKey: ['get', '/api/product/detail'] });
    },
  });
}
