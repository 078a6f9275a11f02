import type { ReactNode } from 'react';

export interface FieldA11yProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Already translated. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (a11y: FieldA11yProps) => ReactNode;
}

/** Label, required star, hint and error around one control, wired with aria-describedby. */
export function FormField({ id, label, required, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Shared look of text-like controls, red border when invalid (the class is in app/globals.css). */
export const controlClass = 'control';

/** The star after a required field's label (docs/product.md §5); screen readers get aria-required instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-red-600">
      *
    </span>
  );
}
