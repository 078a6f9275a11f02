'use client';

import { createContext, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { currentItemId, initiallyOpen } from '@/lib/menu/tree';
import type { MenuItem } from '@/lib/schemas/core';
import type { MenuIcons } from './menu-icons';

type MenuSearch = typeof import('./menu-search');
const loadSearch = () => import('./menu-search');

interface MenuState {
  /** The item that marks the current route. */
  current: string | null;
  open: ReadonlySet<string>;
  toggle: (id: string) => void;
}

const MenuContext = createContext<MenuState>({ current: null, open: new Set(), toggle: () => undefined });

/** A row's look (app/globals.css): the current item's is marked. */
export const rowClass = (current: boolean) => (current ? 'menu-row menu-row-current' : 'menu-row');

/**
 * The menu's island around the server-rendered tree (`children`, ./menu-tree.tsx): the search box,
 * the current item (from the route) and the sections' open state. The branch holding the current
 * route and the sections the backend marks open start open. While a search is typed, the tree is
 * hidden and the matches are shown instead (./menu-search.tsx, fetched when the field is first
 * focused or typed in); the user's own open/closed choices are there again when it is cleared.
 */
export function MenuNav({
  items,
  icons,
  children,
}: {
  items: readonly MenuItem[];
  icons: MenuIcons;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const pathname = usePathname();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => initiallyOpen(items, pathname));
  const [search, setSearch] = useState<MenuSearch | null>(null);
  const current = currentItemId(items, pathname);
  const state = useMemo<MenuState>(
    () => ({
      current,
      open,
      toggle: (id) =>
        setOpen((previous) => {
          const next = new Set(previous);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [current, open],
  );
  const prepareSearch = () => {
    if (!search) void loadSearch().then(setSearch, () => undefined);
  };
  const searching = search !== null && query.trim() !== '';

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative px-3 pt-3 pb-2">
        <label htmlFor={searchId} className="sr-only">
          {t('menuSearch')}
        </label>
        <span className="pointer-events-none absolute top-1/2 left-6 flex -translate-y-1/4 text-slate-400">
          {icons.search}
        </span>
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
        <div hidden={searching}>
          <MenuContext.Provider value={state}>{children}</MenuContext.Provider>
        </div>
        {searching ? <search.SearchResults items={items} query={query} icons={icons} current={current} /> : null}
      </nav>
    </div>
  );
}

/** A section of the tree: its button expands and collapses its items (`children`, rendered on the server). */
export function MenuSection({
  id,
  text,
  icon,
  chevron,
  children,
}: {
  id: string;
  text: string;
  icon: ReactNode;
  chevron: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('shell');
  const { current, open, toggle } = useContext(MenuContext);
  const expanded = open.has(id);
  return (
    <li>
      <button
        type="button"
        className={rowClass(id === current)}
        aria-expanded={expanded}
        aria-label={t(expanded ? 'collapse' : 'expand', { section: text })}
        onClick={() => toggle(id)}
        data-testid={`menu-section-${id}`}
      >
        {icon}
        <span className="menu-row-label">{text}</span>
        <span className={`flex shrink-0 text-slate-400 transition-transform ${expanded ? '' : '-rotate-90'}`}>
          {chevron}
        </span>
      </button>
      {expanded ? children : null}
    </li>
  );
}

/** A link of the tree (`children`: its icon and label from the server), marked while its route is the current one. */
export function MenuLink({ id, href, children }: { id: string; href: string; children: ReactNode }) {
  const isCurrent = useContext(MenuContext).current === id;
  return (
    <AppLink
      href={href}
      className={rowClass(isCurrent)}
      aria-current={isCurrent ? 'page' : undefined}
      data-testid={`menu-link-${id}`}
    >
      {children}
    </AppLink>
  );
}
