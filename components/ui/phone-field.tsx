'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PhoneInput, type PhoneInputProps } from './phone-input';

/** The phone input as a react-hook-form field: `name` holds the full number (`+37369123456`). */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  ...input
}: { control: Control<T>; name: Path<T> } & Omit<PhoneInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'ref'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          {...input}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
