import type { ComponentPropsWithRef, ReactNode } from 'react';
import { RequiredMark } from './form-field';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  id: string;
  label: ReactNode;
  error?: string;
}

export function Checkbox({ id, label, error, required, className, ...input }: CheckboxProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['flex flex-col gap-1', className].filter(Boolean).join(' ')}>
      <div className="flex items-start gap-2.5">
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          aria-required={required || undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="pl-6.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
