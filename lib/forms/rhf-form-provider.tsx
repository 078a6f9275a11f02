'use client';

import {
  FormProvider,
  get,
  useController,
  type FieldError,
  type FieldValues,
  type FormProviderProps,
  type Path,
} from 'react-hook-form';
import { FormFieldsContext, type FormFields, type ValueField } from './form-fields';

function useRhfValue(name: string): ValueField {
  const { field, fieldState } = useController({ name });
  return {
    name: field.name,
    value: field.value as string,
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}

/**
 * react-hook-form's FormProvider that also gives the shared field blocks their fields
 * (lib/forms/form-fields.ts): each one registered with the form, its error from `formState`.
 */
export function RhfFormProvider<Input extends FieldValues, Context = unknown, Output = Input>({
  children,
  ...form
}: FormProviderProps<Input, Context, Output>) {
  const fields: FormFields = {
    field: (name) => form.register(name as Path<Input>),
    error: (name) => (get(form.formState.errors, name) as FieldError | undefined)?.message,
    useValue: useRhfValue,
  };
  return (
    <FormProvider {...form}>
      <FormFieldsContext value={fields}>{children}</FormFieldsContext>
    </FormProvider>
  );
}
