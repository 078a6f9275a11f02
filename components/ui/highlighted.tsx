import { Fragment } from 'react';
import { highlightText } from '@/lib/shared/text-search';

/**
 * Plain text with the words a content search found in <mark> (`marks`, folded: the server's
 * lib/content/search.ts, docs/product.md §10), for titles, teasers and snippets of the operator's
 * content. Without marks, the text as it is. (The side menu's filter matches the whole query as
 * one piece and marks its own way: menu-search.tsx.) One fixed colour, not the theme's accent: a
 * dark accent under grey text would fail contrast.
 */
export function Highlighted({ text, marks }: { text: string; marks?: readonly string[] }) {
  if (!marks?.length) return <>{text}</>;
  return (
    <>
      {highlightText(text, marks).map((segment, i) =>
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
