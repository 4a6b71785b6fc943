import type { ProductDetail } from '@/calls/product-detail';

/** docs/product/screens.md: /list/pro takes productId, img, name, typeId, brandId, modelId. */
export function relatedReviewsHref(p: ProductDetail): string {
  const q = new URLSearchParams({ productId: String(p.product_id), img: p.new_main_pic ?? p.main_pic });
  q.set('name', p.model_name_str ?? p.product_name);
  if (p.type_id !== undefined) q.set('typeId', String(p.type_id));
  if (p.brand_id !== undefined) q.set('brandId', String(p.brand_id));
  if (p.model_id !== undefined) q.set('modelId', String(p.model_id));
  return `/list/pro?${q.toString()}`;
}
