// What a favourite's change touches in the cache: every list showing the product's heart is
// patched in place (no refetch, no scroll jump), the favourites list and the product detail are
// refetched. Both favourite calls (add, del) end here, so every screen agrees.
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema';
import { callKey } from './query-key';

type ProductCard = components['schemas']['ProductCard'];
type Flag = 0 | 1;

const mark = (list: readonly ProductCard[] | undefined, productId: number, flag: Flag) =>
  list?.map((p) => (p.product_id === productId ? { ...p, is_favorite: flag } : p));

function patchLists(client: QueryClient, productId: number, flag: Flag) {
  client.setQueriesData<InfiniteData<{ data: ProductCard[]; recommend_data?: ProductCard[] }>>(
    { queryKey: callKey('/api/product/new_search_list') },
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
    { queryKey: callKey('/api/product/new_home_today_new_product_list') },
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
    { queryKey: callKey('/api/product/catebrand_product_list') },
    (old) =>
      old && {
        ...old,
        data: { ...old.data, product_list: mark(old.data.product_list, productId, flag) ?? [] },
      },
  );
}

/** After favorite/add (true) or favorite/del (false) succeeded for a product. */
export function favoriteChanged(client: QueryClient, productId: number, favorite: boolean): Promise<unknown> {
  patchLists(client, productId, favorite ? 1 : 0);
  return Promise.all([
    client.invalidateQueries({ queryKey: callKey('/api/account/favorite/list') }),
    client.invalidateQueries({ queryKey: callKey('/api/product/detail') }),
  ]);
}
