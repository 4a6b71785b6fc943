// A part's spec picker (docs/product/states.md): one option per group, tapping the chosen one again clears it;
// once every group has a choice, price, sku id and stock come from sku_list under the option ids
// joined with '-' in product_spec order, else the base price and the total stock.
import type { components } from '@/api/schema';

type Schemas = components['schemas'];
export type SpecGroupLike = Pick<Schemas['PartSpecGroup'], 'id' | 'list'>;
export type SkuLike = Schemas['PartSku'];
/** The fields of a part's detail (the contract's PartDetail) that the picker reads. */
export type PartLike = Pick<Schemas['PartDetail'], 'price' | 'all_storage' | 'sku_list'> & {
  product_spec: readonly SpecGroupLike[];
};

/** Chosen option id per group id. */
export type SpecChoice = Readonly<Record<number, number>>;

/** The spec's text for a blocked purchase (docs/product/states.md). */
export const CHOOSE_SPECS = '请选择相关规格';

/** Taps an option: chosen alone in its group, or cleared when it was the chosen one. */
export function toggleSpec(choice: SpecChoice, groupId: number, optionId: number): SpecChoice {
  const next: Record<number, number> = { ...choice };
  if (next[groupId] === optionId) delete next[groupId];
  else next[groupId] = optionId;
  return next;
}

/** The sku_list key of a complete choice (option ids joined with '-'), or undefined. */
export function skuKey(groups: readonly SpecGroupLike[], choice: SpecChoice): string | undefined {
  const ids: number[] = [];
  for (const g of groups) {
    const chosen = choice[g.id];
    if (chosen === undefined || !g.list.some((o) => o.id === chosen)) return undefined;
    ids.push(chosen);
  }
  return ids.join('-');
}

export interface SkuResolution {
  /** Every group chosen and a sku found for the combination. */
  complete: boolean;
  price: string;
  skuId?: number;
  storage: number;
}

export function resolveSku(part: PartLike, choice: SpecChoice): SkuResolution {
  const key = skuKey(part.product_spec, choice);
  const sku = key === undefined ? undefined : part.sku_list[key];
  if (!sku) return { complete: false, price: part.price, storage: part.all_storage };
  return { complete: true, price: sku.price, skuId: sku.sku_id, storage: sku.storage };
}

/** A quantity kept within 1..stock (0 when nothing is in stock). */
export function clampQuantity(n: number, storage: number): number {
  const max = Math.max(0, Math.floor(storage));
  if (max === 0) return 0;
  if (!Number.isFinite(n)) return 1;
  return Math.min(max, Math.max(1, Math.floor(n)));
}

/**
 * A quantity stepper's bounds for a stock: 1 to the stock, or 0 to 0 when none is left, so the
 * plus button is disabled when it could not add anything.
 */
export function quantityBounds(storage: number): { min: number; max: number } {
  const max = Math.max(0, Math.floor(Number.isFinite(storage) ? storage : 0));
  return { min: Math.min(1, max), max };
}

/** Why add to cart and buy now are blocked, or undefined when they may go ahead. */
export function purchaseBlock(resolution: SkuResolution, quantity: number): string | undefined {
  return !resolution.complete || quantity < 1 ? CHOOSE_SPECS : undefined;
}
