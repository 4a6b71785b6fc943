// The feed pages' URL queries, read the same way by the pages and by the route table's first calls.
import { parseId } from '@/domain/prop-keyword';

/** /list/: the category, kept in the URL (?brand_type=) so back and reload keep it; 0 is 全部. */
export const BRAND_PARAM = 'brand_type';

export function brandTypeOf(query: URLSearchParams): number {
  const n = Number(query.get(BRAND_PARAM) ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** A positive whole id from the query (productId, review_id), or undefined. */
export function idOf(query: URLSearchParams, name: string): number | undefined {
  return parseId(query.get(name));
}
