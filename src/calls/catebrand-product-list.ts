import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const CATEBRAND_PRODUCT_LIST = '/api/product/catebrand_product_list';

/** One category's phones of one brand (catebrandProductList); not paginated. */
export const catebrandProductsQuery = (typeId: number, brandId: number) => {
  const params = { type_id: typeId, brand_id: brandId, user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return queryOptions({
    queryKey: callKey(CATEBRAND_PRODUCT_LIST, params),
    queryFn: ({ signal }) => ok(api.GET(CATEBRAND_PRODUCT_LIST, { params: { query: params }, signal })),
  });
};

export const useCatebrandProducts = (typeId: number | undefined, brandId: number | undefined) =>
  useQuery({
    ...catebrandProductsQuery(typeId ?? 0, brandId ?? 0),
    enabled: typeId !== undefined && brandId !== undefined,
  });
