import { useState } from 'react';
import {
  customPriceV2,
  isPresetSelected,
  parsePriceRange,
  PRICE_OPEN_END,
  presetToPriceV2,
} from '@/domain/price-range';
import { typedPrice } from '@/domain/price-input';
import { usePriceFilter } from '@/calls/price-filter-data';
import { priceRangeError } from '@/validation/rules';
import { OptionGrid } from './option-grid';

// A little more than 99999 and a few stray characters: enough to see and correct a paste.
const PRICE_INPUT_MAX = 12;

/**
 * The Price panel: price_filter_data presets three per row (a tap applies, tapping the chosen one
 * clears it), or a custom min and max applied by 确定 (docs/product/validation.md): each filled
 * bound is money, min below max when both are filled; an empty bound leaves that side open, and
 * both empty clear the price.
 */
export function PricePanel({
  price,
  onApply,
}: {
  price?: string;
  onApply: (priceV2: string | undefined) => void;
}) {
  const presets = usePriceFilter();
  const names = presets.data?.data.map((p) => p.name) ?? [];
  const isPreset = names.some((n) => isPresetSelected(n, price));
  // A custom range already applied shows in the fields, so it can be adjusted.
  const current = !isPreset ? parsePriceRange(price) : null;
  const [min, setMin] = useState(current ? String(current.min) : '');
  const [max, setMax] = useState(current && current.max !== PRICE_OPEN_END ? String(current.max) : '');
  const [hint, setHint] = useState<string | null>(null);

  // What was typed stays as typed (a paste of other text is refused with its own hint, never
  // silently turned into the digits it happens to contain); white space is dropped.
  const confirm = () => {
    const problem = priceRangeError(min, max);
    if (problem) return setHint(problem);
    onApply(
      min === '' && max === '' ? undefined : (customPriceV2(min || 0, max || PRICE_OPEN_END) ?? undefined),
    );
  };
  // Full-width digits read as digits; spaces and invisible characters a paste brings are dropped,
  // so a field that looks empty is empty.
  const typed = (v: string) => typedPrice(v, PRICE_INPUT_MAX);

  return (
    <div className="catalogue-filters-panel__body">
      {presets.isError ? (
        <p className="catalogue-filters-panel__note">
          价格区间加载失败，
          <button
            type="button"
            className="catalogue-filters-panel__link"
            onClick={() => void presets.refetch()}
          >
            重新加载
          </button>
        </p>
      ) : (
        <OptionGrid
          label="价格区间"
          options={names.map((n) => ({ value: n, label: n, selected: isPresetSelected(n, price) }))}
          onPick={(n) => onApply(isPresetSelected(n, price) ? undefined : (presetToPriceV2(n) ?? undefined))}
        />
      )}
      <div className="catalogue-filters-panel__custom">
        <span className="catalogue-filters-panel__custom-label">自定义价格</span>
        <input
          aria-label="最低价"
          placeholder="最低价"
          inputMode="numeric"
          value={min}
          onChange={(e) => {
            setMin(typed(e.target.value));
            setHint(null);
          }}
        />
        <span aria-hidden="true">-</span>
        <input
          aria-label="最高价"
          placeholder="最高价"
          inputMode="numeric"
          value={max}
          onChange={(e) => {
            setMax(typed(e.target.value));
            setHint(null);
          }}
        />
      </div>
      {hint && (
        <p className="catalogue-filters-panel__error" role="alert">
          {hint}
        </p>
      )}
      <div className="catalogue-filters-panel__actions">
        <button
          type="button"
          className="catalogue-filters-panel__reset"
          onClick={() => {
            setMin('');
            setMax('');
            setHint(null);
            onApply(undefined);
          }}
        >
          重置
        </button>
        <button type="button" className="catalogue-filters-panel__confirm" onClick={confirm}>
          确定
        </button>
      </div>
    </div>
  );
}
