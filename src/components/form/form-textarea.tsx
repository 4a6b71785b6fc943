import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextArea from 'antd-mobile/es/components/text-area';
import './form.css';

export interface FormTextAreaProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
}

/** An antd-mobile TextArea wired to react-hook-form (value-based onChange, hence Controller). */
export function FormTextArea<T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  rows = 5,
  maxLength,
}: FormTextAreaProps<T>) {
  const id = `field-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={`form-field form-field--block${fieldState.error ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={id}>
            {label}
          </label>
          <TextArea
            ref={field.ref}
            id={id}
            name={field.name}
            className="form-field__textarea"
            rows={rows}
            maxLength={maxLength}
            showCount={maxLength !== undefined}
            placeholder={placeholder}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
}
