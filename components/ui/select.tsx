import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField, controlClass } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown as the empty first option; omit for a select that always has a value. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

/**
 * A native select: keyboard, screen readers and phone pickers work without extra code, which
 * matters more on the auth screens than a custom popup.
 */
export function Select({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  required,
  containerClassName,
  className,
  ...select
}: SelectProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      {(a11y) => (
        <div className="relative">
          <select
            {...select}
            {...a11y}
            className={[controlClass, 'appearance-none pr-10', className].filter(Boolean).join(' ')}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </div>
      )}
    </FormField>
  );
}
