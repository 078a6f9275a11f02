'use client';

import { foldText } from '@/lib/menu/filter';

// The side-menu search's code: MenuTree fetches it when its field is first focused or typed in.
export { filterMenu } from '@/lib/menu/filter';

/** The matched part of a label in bold; matching ignores case and diacritics, so positions come from the folded text. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = foldText(query);
  if (!needle) return <>{text}</>;
  // Folding removes combining marks only, so folded characters map one-to-one onto precomposed text.
  const folded = Array.from(text).map((char) => foldText(char) || char);
  const joined = folded.join('');
  const start = joined.indexOf(needle);
  if (start < 0) return <>{text}</>;
  // Map folded offsets back to character indexes.
  let offset = 0;
  let from = -1;
  let to = folded.length;
  for (let index = 0; index < folded.length; index++) {
    if (offset === start) from = index;
    offset += folded[index]!.length;
    if (from >= 0 && offset >= start + needle.length) {
      to = index + 1;
      break;
    }
  }
  if (from < 0) return <>{text}</>;
  const chars = Array.from(text);
  return (
    <>
      {chars.slice(0, from).join('')}
      <mark className="rounded-sm bg-accent/40 px-0.5 text-inherit">{chars.slice(from, to).join('')}</mark>
      {chars.slice(to).join('')}
    </>
  );
}
