'use client';

import type { FieldValues, Path } from 'react-hook-form';
import { DateInput, type DateInputProps } from '@/components/ui/date-input';
import { useFormFields } from '@/lib/forms/form-fields';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

type Props<T extends FieldValues> = Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: Path<T>;
};

/** A DateInput bound to a field of the surrounding form (lib/forms/form-fields.ts): value, blur, translated error. */
export function FormDateField<T extends FieldValues = FieldValues>({ name, ...props }: Props<T>) {
  const fieldError = useFieldErrorText();
  const field = useFormFields().useValue(name);
  return (
    <DateInput
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldError(field.error)}
    />
  );
}
