'use client';

import { useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FormFields } from './form-fields';

/** A wire schema as the form uses it (zod's `safeParseAsync`): the form imports no zod itself. */
export interface FormCheck<Input, Output> {
  safeParseAsync(
    values: Input,
  ): Promise<
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }
  >;
}

type Errors = Readonly<Record<string, string>>;
type SubmitEvent = BaseSyntheticEvent;
type Tree = Record<string, unknown>;

const keysOf = (name: string) => name.split('.');

function valueAt(values: unknown, name: string): unknown {
  return keysOf(name).reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Tree)[key] : undefined),
    values,
  );
}

/** `values` with the value at `keys` replaced, the objects and arrays on the way copied. */
function withValue<T>(values: T, [key, ...rest]: string[], value: unknown): T {
  const copy = (Array.isArray(values) ? [...values] : { ...values }) as Tree;
  copy[key!] = rest.length ? withValue(copy[key!], rest, value) : value;
  return copy as T;
}

/** The first issue of each field (a path `tourists.0.surname`), as react-hook-form's zod resolver takes them. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

/**
 * A form held in React state and checked by its wire schema, loaded on first use (`check`, e.g.
 * `firstUse(...).load` of lib/forms/first-use-resolver.ts), without react-hook-form (docs/architecture.md
 * §11, "A form without react-hook-form"). It behaves as react-hook-form's `mode: 'onTouched'`:
 * a field is checked when it is left, then on every change; after a submit every field is checked on
 * change. `fields` is what the shared field blocks read (lib/forms/form-fields.ts).
 */
export function useCheckedForm<Input extends object, Output>({
  defaultValues,
  check,
}: {
  defaultValues: Input;
  check: () => Promise<FormCheck<Input, Output>>;
}) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Errors>({});
  // What the handlers read: a change and the blur right after it (a date committed) come in one event.
  const latest = useRef(defaultValues);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const run = async () => (await check()).safeParseAsync(latest.current);
  const validate = (name: string) =>
    void run()
      .then((result) => {
        const message = result.success ? undefined : errorsOf(result.error.issues)[name];
        setErrors((current) => {
          if (current[name] === message) return current;
          const next = { ...current };
          if (message === undefined) delete next[name];
          else next[name] = message;
          return next;
        });
      })
      // The rules did not load: the submit tries again and says so.
      .catch(() => undefined);
  const change = (name: string, value: string) => {
    latest.current = withValue(latest.current, keysOf(name), value);
    setValues(latest.current);
    if (submitted.current || touched.current.has(name)) validate(name);
  };
  const blur = (name: string) => {
    touched.current.add(name);
    validate(name);
  };
  const shown = (name: string) => {
    const value = valueAt(values, name);
    return typeof value === 'string' ? value : '';
  };

  const fields: FormFields = {
    field: (name) => ({
      name,
      value: shown(name),
      onChange: (event) => change(name, event.target.value),
      onBlur: () => blur(name),
    }),
    error: (name) => errors[name],
    useValue: (name) => ({
      name,
      value: shown(name),
      onChange: (value) => change(name, value),
      onBlur: () => blur(name),
      error: errors[name],
    }),
  };

  /**
   * Checks every field: `onValid` with the schema's output, or the errors shown and `onInvalid`, each
   * with the event as react-hook-form's. A rules load that failed is thrown.
   */
  const handleSubmit =
    (
      onValid: (values: Output, event?: SubmitEvent) => unknown,
      onInvalid?: (errors: Errors, event?: SubmitEvent) => void,
    ) =>
    async (event?: SubmitEvent) => {
      event?.preventDefault();
      submitted.current = true;
      const result = await run();
      if (result.success) {
        setErrors({});
        await onValid(result.data, event);
      } else {
        const errors = errorsOf(result.error.issues);
        setErrors(errors);
        onInvalid?.(errors, event);
      }
    };

  /** An error from elsewhere (the backend's 422) on a field, until the field is checked again. */
  const setError = (name: string, error: { message?: string }) => {
    const { message } = error;
    if (message) setErrors((current) => ({ ...current, [name]: message }));
  };

  return { fields, handleSubmit, setError };
}
