import './quantity-stepper.css';

/**
 * A quantity with minus and plus buttons (44 px tap targets, labelled for screen readers). The
 * value is shown, not typed: on a phone a typed quantity mostly means a keyboard covering the page.
 */
export function QuantityStepper({
  value,
  min,
  max,
  label,
  onChange,
}: {
  value: number;
  min: number;
  max: number;
  /** What is counted, e.g. the part's name: "减少{label}数量". */
  label: string;
  onChange: (next: number) => void;
}) {
  return (
    <div className="quantity-stepper" role="group" aria-label={`${label}数量`}>
      <button
        type="button"
        className="quantity-stepper__btn"
        aria-label={`减少${label}数量`}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="quantity-stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity-stepper__btn"
        aria-label={`增加${label}数量`}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </div>
  );
}
