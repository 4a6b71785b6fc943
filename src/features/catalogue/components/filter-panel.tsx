import { useState } from 'react';
import {
  MODEL_PNID,
  selectedPvid,
  toggleProp,
  type PropFilters,
  type PropGroupLike,
} from '@/domain/prop-keyword';
import { OptionGrid } from './option-grid';

/**
 * The Filter panel (docs/product/screens.md): new_filter_data_v2's property groups except the model, single choice
 * per group, kept as a draft until 确定; 重置 clears the draft.
 */
export function FilterPanel({
  groups,
  selected,
  onApply,
}: {
  groups: readonly PropGroupLike[];
  selected: PropFilters;
  onApply: (props: PropFilters) => void;
}) {
  const [draft, setDraft] = useState<PropFilters>(selected);
  const shown = groups.filter((g) => g.pnid !== MODEL_PNID);
  return (
    <div className="catalogue-filters-panel__body">
      <div className="catalogue-filters-panel__groups">
        {shown.length === 0 && <p className="catalogue-filters-panel__note">暂无筛选项</p>}
        {shown.map((g) => (
          <section key={g.pnid} className="catalogue-filters-panel__group">
            <h3 className="catalogue-filters-panel__group-title">{g.pn_name}</h3>
            <OptionGrid
              label={g.pn_name}
              options={g.filter_data.map((v) => ({
                value: v.pvid,
                label: v.pv_name,
                selected: selectedPvid(draft, g.pnid) === v.pvid,
              }))}
              onPick={(pvid) => setDraft(toggleProp(draft, g.pnid, pvid))}
            />
          </section>
        ))}
      </div>
      <div className="catalogue-filters-panel__actions">
        <button type="button" className="catalogue-filters-panel__reset" onClick={() => setDraft([])}>
          重置
        </button>
        <button type="button" className="catalogue-filters-panel__confirm" onClick={() => onApply(draft)}>
          确定
        </button>
      </div>
    </div>
  );
}
