import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { operations } from '@/api/schema';
import { markFavorite } from '@/domain/favorite-flag';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const CATEBRAND_PRODUCT_LIST = '/api/product/catebrand_product_list';

const catebrandProducts = (
  query: operations['catebrandProductList']['parameters']['query'],
  signal: AbortSignal,
) => ok(api.GET(CATEBRAND_PRODUCT_LIST, { params: { query }, signal }));

/** One category's phones of one brand (catebrandProductList); not paginated. */
export const catebrandProductsQuery = (typeId: number, brandId: number) => {
  const params = { type_id: typeId, brand_id: brandId, user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return queryOptions({
    queryKey: callKey(CATEBRAND_PRODUCT_LIST, params),
    queryFn: ({ signal }) => catebrandProducts(params, signal),
  });
};

export const useCatebrandProducts = (typeId: number | undefined, brandId: number | undefined) =>
  useQuery({
    ...catebrandProductsQuery(typeId ?? 0, brandId ?? 0),
    enabled: typeId !== undefined && brandId !== undefined,
  });

/** Every cached category-and-brand list with one product's heart set, in place. */
export function markCatebrandFavorite(client: QueryClient, productId: number, favorite: boolean): void {
  client.setQueriesData<Awaited<ReturnType<typeof catebrandProducts>>>(
    { queryKey: callKey(CATEBRAND_PRODUCT_LIST) },
    (old) =>
      old && {
        ...old,
        data: { ...old.data, product_list: markFavorite(old.data.product_list, productId, favorite) },
      },
  );
}
