'use client';

import { useRouter } from 'next/navigation';
import { SearchBox, submittedQuery, type SearchBoxProps } from './search-box';

/** A search box whose query is the page's only parameter; with the page's code, it navigates in the app. */
export function UrlSearchForm(props: Omit<SearchBoxProps, 'onSubmit' | 'keep' | 'children'>) {
  const router = useRouter();
  const { action } = props;
  return (
    <SearchBox
      {...props}
      className="max-w-2xl"
      onSubmit={(event) => {
        event.preventDefault();
        const q = submittedQuery(event.currentTarget);
        router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action);
      }}
    />
  );
}
