import type { FieldErrors, Resolver } from 'react-hook-form';
import { parseSearchForm, type SearchFormValues } from '@/lib/search/form-schema';
import type { SearchQuery } from '@/lib/schemas/search';

/**
 * react-hook-form's resolver of the search form: parseSearchForm's issues as the form's errors
 * (`children_ages.1` becomes the second entry of `errors.children_ages`), the first per field.
 */
export const searchFormResolver: Resolver<SearchFormValues, unknown, SearchQuery> = async (values) => {
  const result = parseSearchForm(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const { path, message } of result.issues) {
    const [field, index] = path.split('.') as [string, string?];
    const error = { type: 'validate', message };
    if (index === undefined) errors[field] ??= error;
    else {
      const list = (errors[field] ??= []);
      if (Array.isArray(list)) list[Number(index)] ??= error;
    }
  }
  return { values: {}, errors: errors as FieldErrors<SearchFormValues> };
};
