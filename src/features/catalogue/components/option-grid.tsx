import './option-grid.css';

export interface Option<V> {
  value: V;
  label: string;
  selected: boolean;
}

/** Choice buttons, three per row (the price presets and filter values), each with aria-pressed. */
export function OptionGrid<V extends string | number>({
  options,
  onPick,
  label,
}: {
  options: readonly Option<V>[];
  onPick: (value: V) => void;
  label?: string;
}) {
  return (
    <div className="catalogue-option-grid" role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`catalogue-option-grid__item${o.selected ? ' catalogue-option-grid__item--on' : ''}`}
          aria-pressed={o.selected}
          onClick={() => onPick(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
