import { Fragment } from 'react';
import { highlightText } from '@/lib/shared/text-search';

/** How a search match is marked in text and in the operator's HTML (docs/product.md §10 "Search and highlighting"). */
export const MARK_CLASS = 'rounded-sm bg-amber-200 px-0.5 text-inherit';
/** The same for the <mark>s highlightHtml puts in sanitised HTML (on the HTML's container). */
export const HTML_MARK_CLASS = '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-inherit';

/** Plain text with the query's matches in <mark> (the backend's matching: every word, no case, no diacritics). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightText(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className={MARK_CLASS}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
