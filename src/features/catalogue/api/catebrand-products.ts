import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { viewerId } from './viewer';

/** One category's phones of one brand (catebrand_product_list); not paginated. */
export const catebrandProductsQuery = (typeId: number, brandId: number) => {
  const params = { type_id: typeId, brand_id: brandId, user_id: viewerId() };
  if (params.user_id === undefined) delete params.user_id;
  return queryOptions({
    queryKey: ['get', '/api/product/catebrand_product_list', params],
    queryFn: ({ signal }) =>
      ok(api.GET('/api/product/catebrand_product_list', { params: { query: params }, signal })),
  });
};

export const useCatebrandProducts = (typeId: number | undefined, brandId: number | undefined) =>
  useQuery({
    ...catebrandProductsQuery(typeId ?? 0, brandId ?? 0),
    enabled: typeId !== undefined && brandId !== undefined,
  });
