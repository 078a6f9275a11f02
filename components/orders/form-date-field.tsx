'use client';

import { useController, type FieldValues, type Path } from 'react-hook-form';
import { DateInput, type DateInputProps } from '@/components/ui/date-input';
import { useFieldErrorText } from '@/lib/forms/use-field-error';

type Props<T extends FieldValues> = Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: Path<T> };

/** A DateInput bound to a field of the surrounding react-hook-form (value, blur, translated error). */
export function FormDateField<T extends FieldValues>({ name, ...props }: Props<T>) {
  const fieldError = useFieldErrorText();
  const { field, fieldState } = useController<T>({ name });
  return (
    <DateInput
      {...props}
      name={field.name}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldError(fieldState.error?.message)}
    />
  );
}
