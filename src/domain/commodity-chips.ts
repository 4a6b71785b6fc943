// The /commodity list's selected-filter chips (docs/product/screens.md: "selected filters appear as removable
// chips"): one per chosen model, price and property value, each with the list state that removing
// it leaves. Labels come from the filter groups the panel shows, so a chip reads like its option.
import { normalizeCommodityQuery, type CommodityQuery } from './commodity-query';
import { priceChipLabel } from './price-range';
import { MODEL_PNID, propLabels, removeProp, type PropGroupLike } from './prop-keyword';

export interface CommodityChip {
  /** Stable React key ('model', 'price', 'prop-<pnid>'). */
  key: string;
  label: string;
  /** The list state after removing this chip. */
  without: CommodityQuery;
}

export function commodityChips(query: CommodityQuery, groups: readonly PropGroupLike[]): CommodityChip[] {
  const q = normalizeCommodityQuery(query);
  const chips: CommodityChip[] = [];

  if (q.modelId !== undefined) {
    const modelName = groups
      .find((g) => g.pnid === MODEL_PNID)
      ?.filter_data.find((v) => v.pvid === q.modelId)?.pv_name;
    // Before the groups load (or for a model they no longer list) the heading's name stands in.
    const label = modelName ?? q.name;
    if (label) {
      const without: CommodityQuery = { ...q };
      delete without.modelId;
      // The heading named this model: without the model it would mislabel the list.
      if (without.name === label) delete without.name;
      chips.push({ key: 'model', label, without });
    }
  }

  const price = priceChipLabel(q.price);
  if (price) {
    const without: CommodityQuery = { ...q };
    delete without.price;
    chips.push({ key: 'price', label: price, without });
  }

  for (const p of propLabels(q.props, groups)) {
    chips.push({
      key: `prop-${p.pnid}`,
      label: p.label,
      without: { ...q, props: removeProp(q.props, p.pnid) },
    });
  }
  return chips;
}
