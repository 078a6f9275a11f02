'use client';

import { createContext, use, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SearchFormValues } from '@/lib/search/form-schema';
import type { SearchQuery } from '@/lib/schemas/search';
import { loadSearchActions } from './load-search-actions';

type CheckSearchForm = Awaited<ReturnType<typeof loadSearchActions>>['checkSearchForm'];

/** The fields an input or a select edits as text. */
type TextKey = {
  [K in keyof SearchFormValues]: SearchFormValues[K] extends string ? K : never;
}[keyof SearchFormValues];

/** The search schema's first message per path (`children_ages.1` is the second child's age), a catalogue key. */
export type SearchFormErrors = Partial<Record<string, string>>;

/**
 * The search form's state without react-hook-form, for what a controlled form does in a few lines
 * (docs/performance.md). It behaves as the RHF forms do: nothing is checked before the first submit; a submit with errors
 * shows them all and focuses the first invalid field (in document order); from then on the
 * errors follow every change. A new `defaultValues` is a new form: the caller remounts it (key).
 */
export function useSearchForm(defaultValues: SearchFormValues) {
  const [values, setValues] = useState(defaultValues);
  // The rules, set by the first submit (they are loaded with it, see loadSearchActions).
  const [rules, setRules] = useState<{ check: CheckSearchForm } | null>(null);
  // An update of the latest values: a handler may set several fields one after another.
  const setValue = <K extends keyof SearchFormValues>(name: K, value: SearchFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  return {
    values,
    errors: (rules ? rules.check(values).errors : {}) as SearchFormErrors,
    /** The form's focus and pointer-down handler: the submit's code is fetched before it is needed. */
    preload: () => void loadSearchActions(),
    setValue,
    /** The value and change handler of a text field, for an input or a native select. */
    field: <K extends TextKey>(name: K) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValue(name, event.target.value as SearchFormValues[K]),
    }),
    /**
     * The form's submit handler: `onValid` gets the wire query of a valid form and the values it was
     * read from; `onLoadError` is
     * told when the rules' code could not be fetched (offline), and the next submit asks again.
     */
    handleSubmit:
      (onValid: (query: SearchQuery, values: SearchFormValues) => void, onLoadError: (error: unknown) => void) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        loadSearchActions().then(({ checkSearchForm, focusFirstInvalid }) => {
          setRules({ check: checkSearchForm });
          const result = checkSearchForm(values);
          if (result.success) onValid(result.data, values);
          else focusFirstInvalid(form);
        }, onLoadError);
      },
  };
}

export type SearchFormState = ReturnType<typeof useSearchForm>;

export const SearchFormContext = createContext<SearchFormState | null>(null);

/** The state of the search form around a field component. */
export function useSearchFormContext(): SearchFormState {
  const form = use(SearchFormContext);
  if (!form) throw new Error('a search form field outside SearchForm');
  return form;
}
