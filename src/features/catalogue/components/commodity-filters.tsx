import { useState } from 'react';
import type { components } from '@/api/schema';
import { Sheet } from '@/components/sheet/sheet';
import { normalizeCommodityQuery, type CommodityQuery, type PriceSort } from '@/domain/commodity-query';
import { MODEL_PNID } from '@/domain/prop-keyword';
import { FilterPanel } from './filter-panel';
import { OptionGrid } from './option-grid';
import { PricePanel } from './price-panel';
import './commodity-filters.css';

type FilterGroup = components['schemas']['FilterGroup'];
type Panel = 'sort' | 'model' | 'price' | 'filter';

const TABS: { panel: Panel; label: string }[] = [
  { panel: 'sort', label: '排序' },
  { panel: 'model', label: '机型' },
  { panel: 'price', label: '价格' },
  { panel: 'filter', label: '筛选' },
];

const SORTS: { value: PriceSort | 'default'; label: string }[] = [
  { value: 'default', label: '默认排序' },
  { value: 'asc', label: '价格从低到高' },
  { value: 'desc', label: '价格从高到低' },
];

export interface GroupsState {
  groups: readonly FilterGroup[];
  pending: boolean;
  error: boolean;
  retry: () => void;
}

/**
 * The list header (docs/product/screens.md): tabs 排序, 机型, 价格, 筛选, each opening its panel under the bar.
 * Every choice goes to `onApply` as the next list state; the page keeps it in the URL.
 */
export function CommodityFilters({
  query,
  groups,
  onApply,
}: {
  query: CommodityQuery;
  groups: GroupsState;
  onApply: (next: CommodityQuery) => void;
}) {
  const [open, setOpen] = useState<Panel | null>(null);
  const q = normalizeCommodityQuery(query);

  const apply = (next: CommodityQuery) => {
    setOpen(null);
    onApply(next);
  };

  const active: Record<Panel, boolean> = {
    sort: q.sortStatus !== undefined,
    model: q.modelId !== undefined,
    price: q.price !== undefined,
    filter: q.props.length > 0,
  };
  const models = groups.groups.find((g) => g.pnid === MODEL_PNID)?.filter_data ?? [];

  return (
    <div className={`catalogue-filters${open ? ' catalogue-filters--open' : ''}`}>
      <div className="catalogue-filters__bar" role="toolbar" aria-label="筛选排序">
        {TABS.map((t) => (
          <button
            key={t.panel}
            type="button"
            className={`catalogue-filters__tab${active[t.panel] ? ' catalogue-filters__tab--active' : ''}${open === t.panel ? ' catalogue-filters__tab--open' : ''}`}
            aria-expanded={open === t.panel}
            aria-controls={`filters-${t.panel}`}
            onClick={() => setOpen(open === t.panel ? null : t.panel)}
          >
            {t.panel === 'sort' && q.sortStatus
              ? SORTS.find((s) => s.value === q.sortStatus)?.label
              : t.label}
          </button>
        ))}
      </div>
      <Sheet
        open={open !== null}
        onClose={() => setOpen(null)}
        title={TABS.find((t) => t.panel === open)?.label}
        hideTitle
        under
        id={open ? `filters-${open}` : undefined}
      >
        {open === 'sort' && (
          <ul className="catalogue-filters-panel__list">
            {SORTS.map((s) => {
              const selected = (q.sortStatus ?? 'default') === s.value;
              return (
                <li key={s.value}>
                  <button
                    type="button"
                    className={`catalogue-filters-panel__row${selected ? ' catalogue-filters-panel__row--on' : ''}`}
                    aria-pressed={selected}
                    onClick={() => apply({ ...q, sortStatus: s.value === 'default' ? undefined : s.value })}
                  >
                    {s.label}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {open === 'model' && (
          <div className="catalogue-filters-panel__body">
            <GroupsStatus groups={groups} />
            {!groups.pending && !groups.error && models.length === 0 && (
              <p className="catalogue-filters-panel__note">暂无机型</p>
            )}
            {models.length > 0 && (
              <OptionGrid
                label="机型"
                options={[
                  { value: 0, label: '全部机型', selected: q.modelId === undefined },
                  ...models.map((m) => ({
                    value: m.pvid,
                    label: m.pv_name,
                    selected: q.modelId === m.pvid,
                  })),
                ]}
                onPick={(pvid) => {
                  const next: CommodityQuery = { ...q };
                  delete next.modelId;
                  if (pvid !== 0) next.modelId = pvid;
                  apply(next);
                }}
              />
            )}
          </div>
        )}
        {open === 'price' && <PricePanel price={q.price} onApply={(price) => apply({ ...q, price })} />}
        {open === 'filter' && (
          <>
            <GroupsStatus groups={groups} />
            {!groups.pending && !groups.error && (
              <FilterPanel
                groups={groups.groups}
                selected={q.props}
                onApply={(props) => apply({ ...q, props })}
              />
            )}
          </>
        )}
      </Sheet>
    </div>
  );
}

function GroupsStatus({ groups }: { groups: GroupsState }) {
  if (groups.pending) return <p className="catalogue-filters-panel__note">努力加载中</p>;
  if (!groups.error) return null;
  return (
    <p className="catalogue-filters-panel__note">
      筛选项加载失败，
      <button type="button" className="catalogue-filters-panel__link" onClick={groups.retry}>
        重新加载
      </button>
    </p>
  );
}
