'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { filterMenu, foldText } from '@/lib/menu/filter';
import type { MenuItem } from '@/lib/schemas/core';
import type { MenuIcons } from './menu-icons';
import { rowClass } from './menu-nav';

// The side-menu search's code: ./menu-nav.tsx fetches it when its field is first focused or typed in.

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

/**
 * The menu while a search is typed, in place of the tree: the items whose text matches (in bold)
 * and the sections on the way to them, shown open (a section found by its own name shows all its
 * items). The sections' buttons are disabled until the search is cleared.
 */
export function SearchResults({
  items,
  query,
  icons,
  current,
}: {
  items: readonly MenuItem[];
  query: string;
  icons: MenuIcons;
  current: string | null;
}) {
  const t = useTranslations('shell');
  const filtered = useMemo(() => filterMenu(items, query), [items, query]);
  if (filtered.items.length === 0) {
    return (
      <p className="px-3 py-4 text-sm text-slate-500" role="status">
        {t('menuNoMatches', { query: query.trim() })}
      </p>
    );
  }
  const renderItems = (list: readonly MenuItem[], depth: number) => (
    <ul className={depth === 0 ? 'space-y-0.5' : 'mt-0.5 ml-5 space-y-0.5 border-l border-slate-200 pl-2'}>
      {list.map((item) => {
        const isCurrent = item.id === current;
        const label = filtered.matches.has(item.id) ? <Highlighted text={item.text} query={query} /> : item.text;
        const icon = <span className="menu-row-icon">{icons.items[item.icon ?? '']}</span>;
        return (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <button
                type="button"
                className={rowClass(isCurrent)}
                aria-expanded
                aria-label={t('collapse', { section: item.text })}
                disabled
              >
                {icon}
                <span className="menu-row-label">{label}</span>
                <span className="flex shrink-0 text-slate-400">{icons.chevron}</span>
              </button>
            ) : item.link ? (
              <AppLink href={item.link} className={rowClass(isCurrent)} aria-current={isCurrent ? 'page' : undefined}>
                {icon}
                <span className="menu-row-label">{label}</span>
              </AppLink>
            ) : (
              <span className="menu-row">
                {icon}
                <span className="menu-row-label">{label}</span>
              </span>
            )}
            {item.children.length > 0 ? renderItems(item.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );
  return renderItems(filtered.items, 0);
}
