import type { FormEventHandler, ReactNode } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

export interface SearchBoxProps {
  /** The page the search shows on; the query goes in its `q` parameter (the filter lives in the URL). */
  action: string;
  /** The query now shown. Key the box by it, so Back or Clear shows what the list shows. */
  query: string;
  id: string;
  label: string;
  /** A label above the box; otherwise it is for screen readers only. */
  visibleLabel?: boolean;
  placeholder: string;
  submitLabel: string;
  /** Other filters of the URL the search keeps (a category). */
  keep?: Record<string, string>;
  /** With the page's code, a navigation in the app instead of a reload (client components only). */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
  children?: ReactNode;
}

/**
 * A content search (news, rules, FAQ): a GET form of the page's `?q=`, so it works before and
 * without the page's code. Server and client components render the same box. Its classes are
 * written out (`.control`, `.btn` in app/globals.css), so a server component can render it.
 */
export function SearchBox({
  action,
  query,
  id,
  label,
  visibleLabel,
  placeholder,
  submitLabel,
  keep,
  onSubmit,
  className,
  children,
}: SearchBoxProps) {
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={onSubmit}
      className={['space-y-1', className].filter(Boolean).join(' ')}
    >
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className={visibleLabel ? 'text-sm font-medium text-slate-700' : 'sr-only'}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          autoComplete="off"
          className="control min-w-0 flex-1"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          {submitLabel}
        </button>
      </div>
      {children}
    </form>
  );
}

/** The query a search box submits, trimmed. */
export function submittedQuery(form: HTMLFormElement): string {
  return String(new FormData(form).get('q') ?? '').trim();
}
