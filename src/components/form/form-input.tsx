import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Input from 'antd-mobile/es/components/input';
import './form.css';

export interface FormInputProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Visible label, also the input's accessible name. */
  label: string;
  placeholder?: string;
  type?: 'text' | 'tel' | 'password';
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
  /** The input's own limit; not set when `normalize` caps the value (see below). */
  maxLength?: number;
  /** Applied to every change (capDigits for phone and code), so the form never holds more. */
  normalize?: (value: string) => string;
  /** Shown at the end of the row, e.g. the SMS button. */
  extra?: ReactNode;
}

/**
 * An antd-mobile Input wired to react-hook-form. antd-mobile calls onChange with the value, not an
 * event, so it goes through Controller instead of register().
 */
export function FormInput<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  normalize,
  extra,
}: FormInputProps<T>) {
  const id = `field-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={`form-field${fieldState.error ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={id}>
            {label}
          </label>
          <Input
            ref={field.ref}
            id={id}
            name={field.name}
            className="form-field__input"
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            // With normalize, the browser must not cut a paste first: '+86 138 0013 8000' cut to
            // 11 characters would lose digits the normalizer would have kept.
            maxLength={normalize ? undefined : maxLength}
            placeholder={placeholder}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(value) => field.onChange(normalize ? normalize(value) : value)}
            onBlur={field.onBlur}
            clearable
            onlyShowClearWhenFocus
          />
          {extra}
        </div>
      )}
    />
  );
}
