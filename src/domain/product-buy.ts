// Buying a phone from its detail page (docs/product/states.md): when buy now is possible and the confirm page's
// query for it (shouji_str productId:1, server_str, peijian_str skuid:num, from_where 1, sk).
import type { components } from '@/api/schema';
import { FROM_BUY_NOW, type CheckoutQuery } from './checkout-query';

/** The fields of a phone (the contract's ProductCard, which the detail extends) buy now reads. */
export type BuyableLike = Pick<components['schemas']['ProductCard'], 'status' | 'product_cell'>;

/** Why buy now is disabled (off sale: status 0; sold: product_cell 1), or undefined. */
export function buyNowBlock(product: BuyableLike): '已下架' | '已售出' | undefined {
  if (product.product_cell === 1) return '已售出';
  if (product.status === 0) return '已下架';
  return undefined;
}

export interface ChosenPart {
  sku_id?: number;
  quantity: number;
}

/** Recommended parts the shopper picked (a quantity above 0 and a sku to order). */
export function chosenParts(parts: readonly ChosenPart[]): { id: number; num: number }[] {
  const bySku = new Map<number, number>();
  for (const p of parts) {
    if (p.sku_id === undefined || p.quantity < 1) continue;
    bySku.set(p.sku_id, (bySku.get(p.sku_id) ?? 0) + p.quantity);
  }
  return [...bySku].map(([id, num]) => ({ id, num }));
}

/** The confirm page's query for buying this phone now. */
export function phoneBuyNow(
  productId: number,
  services: readonly number[],
  parts: readonly ChosenPart[],
  sk?: string,
): CheckoutQuery {
  return {
    fromWhere: FROM_BUY_NOW,
    phones: [{ id: productId, num: 1 }],
    services: [...services],
    parts: chosenParts(parts),
    ...(sk ? { sk } : {}),
  };
}

/** The confirm page's query for buying a part now (peijian_str skuid:num). */
export function partBuyNow(skuId: number, num: number, sk?: string): CheckoutQuery {
  return {
    fromWhere: FROM_BUY_NOW,
    phones: [],
    services: [],
    parts: [{ id: skuId, num }],
    ...(sk ? { sk } : {}),
  };
}
