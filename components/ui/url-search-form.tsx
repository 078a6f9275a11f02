'use client';

import { useRouter } from 'next/navigation';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import { buttonClass } from './button';
import { controlClass } from './form-field';

export interface UrlSearchFormProps {
  /** The page the search shows on; the query goes in its `q` parameter (the filter lives in the URL). */
  action: string;
  /** The query now shown (the form is keyed by it, so Clear empties the field). */
  query: string;
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
}

/**
 * A text search whose query is the page's `?q=`: a GET form that works before (and without) the
 * page's code, and once it runs navigates in the app instead of reloading the page.
 */
export function UrlSearchForm({ action, query, id, label, placeholder, submitLabel }: UrlSearchFormProps) {
  const router = useRouter();
  return (
    <form
      role="search"
      action={action}
      method="get"
      className="flex max-w-2xl gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="search" name="q" defaultValue={query} maxLength={MAX_QUERY_LENGTH} placeholder={placeholder} autoComplete="off" className={`${controlClass} min-w-0 flex-1`} />
      <button type="submit" className={buttonClass('primary')}>
        {submitLabel}
      </button>
    </form>
  );
}
