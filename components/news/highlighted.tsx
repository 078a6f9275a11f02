import { highlightText } from '@/lib/shared/text-search';

/**
 * Plain text with the search's matches in <mark> (the backend's matching: every word, without
 * case or diacritics, docs/product.md §10). Without a query, the text as it is.
 */
export function Highlighted({ text, query }: { text: string; query: string }) {
  if (!query) return <>{text}</>;
  return (
    <>
      {highlightText(text, query).map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
