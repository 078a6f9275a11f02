'use client';

import { createContext, use, type Ref } from 'react';

type Control = HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement;

/** What a native control (TextField, Select, a textarea) is spread with to be the form's field `name`. */
export interface FieldProps {
  name: string;
  onChange: (event: { target: { value: string } }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  ref?: Ref<Control>;
  /** Set when the form holds the value in React state; absent when the form reads the control. */
  value?: string;
}

/** A field that is not a plain native control (a date, a phone): its value, handlers and error. */
export interface ValueField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  error: string | undefined;
}

/**
 * The form the shared field blocks (components/orders/tourist-fields.tsx, order-contact-fields.tsx,
 * form-date-field.tsx) are put in, whichever holds its values: react-hook-form
 * (`RhfFormProvider`, lib/forms/rhf-form-provider.tsx) or React state (`useCheckedForm`,
 * lib/forms/use-checked-form.ts). Names are paths: `tourists.0.surname`.
 */
export interface FormFields {
  field(name: string): FieldProps;
  /** The error's message: a catalogue key of the rule (lib/shared/message-key.ts) or the backend's text. */
  error(name: string): string | undefined;
  /** A hook: called at the top of the component that shows the field. */
  useValue(name: string): ValueField;
}

export const FormFieldsContext = createContext<FormFields | null>(null);

/** The surrounding form's fields (a FormFieldsContext above). */
export function useFormFields(): FormFields {
  const fields = use(FormFieldsContext);
  if (!fields)
    throw new Error('useFormFields: no form around (RhfFormProvider or a FormFieldsContext of useCheckedForm)');
  return fields;
}
