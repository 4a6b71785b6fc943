// The part pages' queries: /part-detail?productId=&type=&sk= and /part?id= (SPEC 2).

const ID = /^\d{1,15}$/;

export interface PartDetailQuery {
  productId: number;
  type?: number;
  sk?: string;
}

/** The part a /part-detail URL names, or undefined when productId is missing or not an id. */
export function parsePartDetailQuery(search: URLSearchParams): PartDetailQuery | undefined {
  const raw = search.get('productId') ?? '';
  const productId = Number(raw);
  if (!ID.test(raw) || productId < 1) return undefined;
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
