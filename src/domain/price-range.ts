// The commodity list's price filter (docs/product/screens.md, docs/product/validation.md, docs/product/calls.md, docs/product/limits.md). new_search_list takes price_v2 as
// 'min-max' in whole yuan. Presets come from price_filter_data as 'min-max' or 'X以上' (sent as
// X-99999); a custom range applies only when min < max. Everything here returns the canonical
// price_v2 string or null, so the URL, the request and the chip all agree.

/** The upper bound sent for an open-ended range ('X以上'). */
export const PRICE_OPEN_END = 99999;

export interface PriceRange {
  min: number;
  max: number;
}

/** A whole non-negative number of yuan from a field or URL; anything else is undefined. */
function toYuan(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  const text = value.trim();
  return /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/**
 * The canonical range, or null. A bound above the open end means "no upper bound", so it is
 * clamped to 99999 (which also keeps price_v2 within the contract's 13 characters); the range
 * must still have min < max after that.
 */
function range(minValue: string | number, maxValue: string | number): PriceRange | null {
  const min = toYuan(minValue);
  const rawMax = toYuan(maxValue);
  if (min === undefined || rawMax === undefined) return null;
  const max = Math.min(rawMax, PRICE_OPEN_END);
  return min < max ? { min, max } : null;
}

export const formatPriceV2 = ({ min, max }: PriceRange): string => `${min}-${max}`;

/** Reads 'min-max' or 'X以上' (a preset name or a URL value) as a range, or null. */
export function parsePriceRange(value: string | null | undefined): PriceRange | null {
  const text = (value ?? '').trim();
  const pair = /^(\d+)-(\d+)$/.exec(text);
  if (pair) return range(pair[1], pair[2]);
  const openEnded = /^(\d+)以上$/.exec(text);
  return openEnded ? range(openEnded[1], PRICE_OPEN_END) : null;
}

/** price_v2 for a preset name: '1000-2000' as is, '5000以上' → '5000-99999'; unusable → null. */
export function presetToPriceV2(name: string | null | undefined): string | null {
  const r = parsePriceRange(name);
  return r && formatPriceV2(r);
}

/** price_v2 for the custom min and max fields: only whole yuan with min < max (docs/product/validation.md), else null. */
export function customPriceV2(min: string | number, max: string | number): string | null {
  const r = range(min, max);
  return r && formatPriceV2(r);
}

/** Whether a preset is the selected price (to highlight it in the panel). */
export function isPresetSelected(name: string, priceV2: string | null | undefined): boolean {
  const preset = presetToPriceV2(name);
  return preset !== null && preset === presetToPriceV2(priceV2);
}

/** The chip label of a selected price: '1000-2000元', '5000元以上', '1000元以下'; unusable → null. */
export function priceChipLabel(priceV2: string | null | undefined): string | null {
  const r = parsePriceRange(priceV2);
  if (!r) return null;
  if (r.max === PRICE_OPEN_END) return `${r.min}元以上`;
  if (r.min === 0) return `${r.max}元以下`;
  return `${r.min}-${r.max}元`;
}
