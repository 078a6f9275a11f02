import { Fragment } from 'react';
import { highlightText } from '@/lib/shared/text-search';

export const MARK_CLASS = 'rounded-sm bg-accent/40 px-0.5 text-inherit';

/** Plain text with the search's matches in <mark> (lib/shared/text-search.ts: the backend's own matching). */
export function Highlighted({ text, query }: { text: string; query?: string }) {
  if (!query) return <>{text}</>;
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
