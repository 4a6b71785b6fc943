// The part pages' queries: /part-detail?productId=&type=&sk= and /part?id= (docs/product/screens.md).

import { parseId } from './prop-keyword';

const ID = /^\d{1,15}$/;

export interface PartDetailQuery {
  productId: number;
  type?: number;
  sk?: string;
}

/** The part a /part-detail URL names, or undefined when productId is missing or not an id. */
export function parsePartDetailQuery(search: URLSearchParams): PartDetailQuery | undefined {
  const productId = parseId(search.get('productId'));
  if (productId === undefined) return undefined;
  const typeRaw = search.get('type') ?? '';
  const sk = search.get('sk') ?? '';
  return {
    productId,
    ...(/^\d{1,9}$/.test(typeRaw) ? { type: Number(typeRaw) } : {}),
    ...(sk ? { sk } : {}),
  };
}

/** The category tab a /part URL picks (query id), or undefined for the first tab. */
export function partCategoryId(search: URLSearchParams): number | undefined {
  const raw = search.get('id') ?? '';
  return ID.test(raw) ? Number(raw) : undefined;
}

/** A part's detail page, carrying the listing's tracking id (sk) when there is one (docs/product/screens.md). */
export const partDetailHref = (productId: number, sk?: string): string =>
  sk
    ? `/part-detail?productId=${productId}&sk=${encodeURIComponent(sk)}`
    : `/part-detail?productId=${productId}`;
