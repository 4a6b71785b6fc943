import { describe, expect, it } from 'vitest';
import { mockServerForTests } from '@/test/mock-server';
import { testQueryClient } from '@/test/render-page';
import { catebrandProductsQuery } from './catebrand-product-list';
import { favoriteChanged } from './favorite-add';
import { favoritesQuery } from './favorite-list';
import { productDetailQuery } from './product-detail';
import { searchListQuery } from './search-list';
import { newTodayQuery } from './today-new-product-list';

mockServerForTests();

// The lists that show a product's heart, filled from the mock as a screen fills them.
async function filledCache() {
  const client = testQueryClient();
  const search = searchListQuery({ props: [] });
  const today = newTodayQuery();
  const brand = catebrandProductsQuery(1, 1);
  await Promise.all([
    client.prefetchInfiniteQuery(search),
    client.prefetchInfiniteQuery(today),
    client.prefetchQuery(brand),
    client.prefetchInfiniteQuery(favoritesQuery()),
    client.prefetchQuery(productDetailQuery(10001)),
  ]);
  const heart = (p: { product_id: number; is_favorite?: 0 | 1 }) => ({
    id: p.product_id,
    favorite: p.is_favorite,
  });
  // Each list's products and their hearts, as the cache holds them.
  const hearts = () => ({
    search: client
      .getQueryData(search.queryKey)
      ?.pages.flatMap((p) => [...p.data, ...(p.recommend_data ?? [])])
      .map(heart),
    today: client
      .getQueryData(today.queryKey)
      ?.pages.flatMap((p) => p.data.product_list)
      .map(heart),
    brand: client.getQueryData(brand.queryKey)?.data.product_list.map(heart),
  });
  return { client, hearts };
}

describe('a favourite change in the cache', () => {
  it.each(['search', 'today', 'brand'] as const)(
    "should set the product's heart in the %s list in place, and leave the other products",
    async (list) => {
      const { client, hearts } = await filledCache();
      const all = hearts();
      const id = all[list]?.[0]?.id ?? 0;
      expect(id).toBeGreaterThan(0);
      const others = (h: ReturnType<typeof hearts>) => h[list]?.filter((p) => p.id !== id);

      const flags = () => (hearts()[list] ?? []).filter((p) => p.id === id).map((p) => p.favorite);

      await favoriteChanged(client, id, true);
      expect(flags()).toContain(1);
      expect(new Set(flags())).toEqual(new Set([1]));
      expect(others(hearts())).toEqual(others(all));

      await favoriteChanged(client, id, false);
      expect(new Set(flags())).toEqual(new Set([0]));
      expect(others(hearts())).toEqual(others(all));
    },
  );

  it('should mark the favourites list and the product detail for a refetch', async () => {
    const { client } = await filledCache();
    await favoriteChanged(client, 10001, true);
    expect(client.getQueryState(favoritesQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(productDetailQuery(10001).queryKey)?.isInvalidated).toBe(true);
  });
});
