import { Fragment } from 'react';
import { highlightText } from '@/lib/shared/text-search';

/**
 * Plain text with a content search's matches in <mark>, found as the backend finds them (every
 * word, without case or diacritics: lib/shared/text-search.ts, docs/product.md §10), for titles,
 * teasers and snippets of the operator's content. Without a query, the text as it is. (The side
 * menu's filter matches the whole query as one piece and marks its own way: menu-search.tsx.)
 * One fixed colour, not the theme's accent: a dark accent under grey text would fail contrast.
 */
export function Highlighted({ text, query }: { text: string; query?: string }) {
  if (!query) return <>{text}</>;
  return (
    <>
      {highlightText(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="search-mark">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
