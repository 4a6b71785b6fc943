/** A product's heart in a list: the same list with one product's is_favorite set. */
export function markFavorite<T extends { product_id: number; is_favorite?: 0 | 1 }>(
  list: readonly T[],
  productId: number,
  favorite: boolean,
): T[] {
  const flag = favorite ? 1 : 0;
  return list.map((p) => (p.product_id === productId ? { ...p, is_favorite: flag } : p));
}
