import type { CommodityChip } from '@/domain/commodity-chips';
import type { CommodityQuery } from '@/domain/commodity-query';

/** The selected filters as removable chips (docs/product/screens.md); the row keeps its height while labels load. */
export function FilterChips({
  chips,
  reserve,
  onRemove,
}: {
  chips: readonly CommodityChip[];
  /** Filters are set but their labels are not known yet: hold the row's space (no layout shift). */
  reserve: boolean;
  onRemove: (next: CommodityQuery) => void;
}) {
  if (chips.length === 0 && !reserve) return null;
  return (
    <ul className="catalogue-commodity__chips" aria-label="已选条件">
      {chips.map((c) => (
        <li key={c.key} className="catalogue-commodity__chip">
          <span>{c.label}</span>
          <button type="button" aria-label={`移除${c.label}`} onClick={() => onRemove(c.without)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
