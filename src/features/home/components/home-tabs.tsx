import type { components } from '@/api/schema';
import { RECOMMEND_TAB, tabLabel, tabWidth } from '../tabs';

type Category = components['schemas']['CategoryTab'];

/** The home nav bar: 推荐 (typeId undefined) and the product categories. */
export function HomeTabs({
  categories,
  current,
  onChange,
  onPrepare,
}: {
  categories: readonly Category[];
  current: number | undefined;
  onChange: (typeId: number | undefined) => void;
  /** Called on pointerdown, before the click: start the tab's first call. */
  onPrepare?: (typeId: number | undefined) => void;
}) {
  const tabs = [
    { id: undefined, label: RECOMMEND_TAB },
    ...categories.map((c) => ({ id: c.type_id, label: tabLabel(c.type_name) })),
  ];
  const width = tabWidth(tabs.length);
  return (
    <nav className="home-tabs" aria-label="商品分类">
      <div className="home-tabs__track" role="tablist">
        {tabs.map((t) => {
          const on = t.id === current;
          return (
            <button
              key={t.id ?? 0}
              type="button"
              role="tab"
              aria-selected={on}
              className={on ? 'home-tabs__tab home-tabs__tab--on' : 'home-tabs__tab'}
              style={{ flexBasis: width }}
              onPointerDown={() => onPrepare?.(t.id)}
              onClick={() => onChange(t.id)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
