import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FormField, controlClass } from './form-field';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  containerClassName?: string;
}

export function TextField({
  id,
  label,
  error,
  hint,
  required,
  containerClassName,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FormField id={id} label={label} required={required} error={error} hint={hint} className={containerClassName}>
      {(a11y) => <input {...input} {...a11y} className={[controlClass, className].filter(Boolean).join(' ')} />}
    </FormField>
  );
}
