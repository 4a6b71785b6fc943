import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import './form.css';

export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Visible label, also the control's accessible name. */
  label: string;
  placeholder?: string;
  /** The control's own limit (with a count under a multi-line field); not set when `normalize` caps the value. */
  maxLength?: number;
  /** A multi-line text of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  /** Applied to every change (capDigits for phone and code), so the form never holds more. */
  normalize?: (value: string) => string;
  /** Shown at the end of a one-line row, e.g. the SMS button. */
  extra?: ReactNode;
}

/**
 * The one text field of the forms: a label, an antd-mobile Input (or TextArea, with `rows`) wired to
 * react-hook-form, and the label in the error colour while the field is invalid. antd-mobile calls
 * onChange with the value, not an event, so it goes through Controller instead of register(). The
 * message itself is the form's one FormError (role=alert), which screen readers announce.
 */
export function FormField<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  maxLength,
  rows,
  type = 'text',
  inputMode,
  autoComplete,
  normalize,
  extra,
}: FormFieldProps<T>) {
  const id = `field-${name}`;
  const block = rows !== undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        const onChange = (next: string) => field.onChange(normalize ? normalize(next) : next);
        const common = { id, name: field.name, placeholder, value, onChange, onBlur: field.onBlur };
        return (
          <div
            className={`form-field${block ? ' form-field--block' : ''}${fieldState.error ? ' form-field--invalid' : ''}`}
          >
            <label className="form-field__label" htmlFor={id}>
              {label}
            </label>
            {block ? (
              <TextArea
                ref={field.ref}
                {...common}
                className="form-field__textarea"
                rows={rows}
                maxLength={maxLength}
                showCount={maxLength !== undefined}
              />
            ) : (
              <Input
                ref={field.ref}
                {...common}
                className="form-field__input"
                type={type}
                inputMode={inputMode}
                autoComplete={autoComplete}
                // With normalize, the browser must not cut a paste first: '+86 138 0013 8000' cut
                // to 11 characters would lose digits the normalizer would have kept.
                maxLength={normalize ? undefined : maxLength}
                clearable
                onlyShowClearWhenFocus
              />
            )}
            {extra}
          </div>
        );
      }}
    />
  );
}
