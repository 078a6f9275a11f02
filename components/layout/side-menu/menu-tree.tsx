'use client';

import { useId, useMemo, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { MenuItem } from '@/lib/schemas/core';
import { currentItemId, initiallyOpen } from '@/lib/menu/tree';
import type { MenuIcons } from './menu-icons';

type MenuSearch = typeof import('./menu-search');
const loadSearch = () => import('./menu-search');

/**
 * The side-menu tree (docs/product.md §2): searchable, expandable, current route highlighted. Used by
 * the desktop side menu and the phone drawer. While a search is typed, parents of matches are
 * shown open; the user's own open/closed choices come back when the search is cleared. The items'
 * icons come rendered from the server (menu-icons.tsx); the search's matching and highlighting
 * (./menu-search.tsx) are fetched when the search field is first focused or typed in.
 */
export function MenuTree({ items, icons, onNavigate }: { items: readonly MenuItem[]; icons: MenuIcons; onNavigate?: () => void }) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => initiallyOpen(items, pathname));
  const current = currentItemId(items, pathname);
  const [search, setSearch] = useState<MenuSearch | null>(null);
  const prepareSearch = () => {
    if (!search) void loadSearch().then(setSearch, () => undefined);
  };
  const searching = search !== null && query.trim() !== '';
  const filtered = useMemo(() => (search && searching ? search.filterMenu(items, query) : null), [search, searching, items, query]);
  const shown = filtered?.items ?? items;

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderItems = (list: readonly MenuItem[], depth: number) => (
    // A nested list stays a list: role=group would leave its items outside any list.
    <ul className={depth === 0 ? 'space-y-0.5' : 'mt-0.5 space-y-0.5 border-l border-slate-200 pl-2 ml-5'}>
      {list.map((item) => {
        const hasChildren = item.children.length > 0;
        const expanded = filtered ? filtered.expanded.has(item.id) || filtered.matches.has(item.id) : open.has(item.id);
        const isCurrent = item.id === current;
        const label = search && filtered?.matches.has(item.id) ? <search.Highlighted text={item.text} query={query} /> : item.text;
        // The look is app/globals.css' `menu-row`: the current item's row is marked `menu-row-current`.
        const rowClass = isCurrent ? 'menu-row menu-row-current' : 'menu-row';
        const icon = <span className="menu-row-icon">{icons.items[item.icon ?? '']}</span>;
        return (
          <li key={item.id}>
            {hasChildren ? (
              <button
                type="button"
                className={rowClass}
                aria-expanded={expanded}
                aria-label={expanded ? t('collapse', { section: item.text }) : t('expand', { section: item.text })}
                onClick={() => (searching ? undefined : toggle(item.id))}
                disabled={searching}
                data-testid={`menu-section-${item.id}`}
              >
                {icon}
                <span className="min-w-0 flex-1 truncate text-left">{label}</span>
                <span className={`flex shrink-0 text-slate-400 transition-transform ${expanded ? '' : '-rotate-90'}`}>{icons.chevron}</span>
              </button>
            ) : item.link ? (
              <AppLink href={item.link} className={rowClass} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate} data-testid={`menu-link-${item.id}`}>
                {icon}
                <span className="min-w-0 flex-1 truncate">{label}</span>
              </AppLink>
            ) : (
              <span className={rowClass}>
                {icon}
                <span className="min-w-0 flex-1 truncate">{label}</span>
              </span>
            )}
            {hasChildren && expanded ? renderItems(item.children, depth + 1) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative px-3 pt-3 pb-2">
        <label htmlFor={searchId} className="sr-only">
          {t('menuSearch')}
        </label>
        <span className="pointer-events-none absolute top-1/2 left-6 flex -translate-y-1/4 text-slate-400">{icons.search}</span>
        <input
          id={searchId}
          type="search"
          value={query}
          onFocus={prepareSearch}
          onChange={(event) => {
            prepareSearch();
            setQuery(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && query) {
              event.stopPropagation();
              setQuery('');
            }
          }}
          placeholder={t('menuSearchPlaceholder')}
          autoComplete="off"
          data-testid="menu-search"
          className="menu-search"
        />
      </div>
      <nav aria-label={t('navigation')} className="min-h-0 flex-1 overflow-y-auto px-3 pb-4">
        {shown.length > 0 ? (
          renderItems(shown, 0)
        ) : (
          <p className="px-3 py-4 text-sm text-slate-500" role="status">
            {t('menuNoMatches', { query: query.trim() })}
          </p>
        )}
      </nav>
    </div>
  );
}
