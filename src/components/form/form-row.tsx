import type { ReactNode } from 'react';
import './form.css';

/**
 * A form row whose control is not a text input (a picker button, a switch), in the same frame and
 * label as FormField. `spread` puts the control at the row's end (a switch).
 */
export function FormRow({
  label,
  labelId,
  invalid = false,
  spread = false,
  children,
}: {
  label: string;
  /** The label's id, for the control's aria-labelledby. */
  labelId: string;
  invalid?: boolean;
  spread?: boolean;
  children: ReactNode;
}) {
  const modifiers = `${invalid ? ' form-field--invalid' : ''}${spread ? ' form-field--spread' : ''}`;
  return (
    <div className={`form-field${modifiers}`}>
      <span className="form-field__label" id={labelId}>
        {label}
      </span>
      {children}
    </div>
  );
}
