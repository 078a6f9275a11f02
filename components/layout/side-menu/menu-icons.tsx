import type { ReactNode } from 'react';
import type { MenuItem } from '@/lib/schemas/core';
import { Icon, iconPath } from '../icons';
import { PathIcon } from '../path-icon';

/**
 * The menu's icons, keyed by the names v1/core/navigation sends. Rendered on the server only
 * (menuIcons): the paths are most of the shell's icon data, and no page needs them as code.
 */
const PATHS: Record<string, string> = {
  news: 'M5 4h11a1 1 0 0 1 1 1v14a2 2 0 0 0 2 2H6a2 2 0 0 1-2-2V5a1 1 0 0 1 1-1Zm12 5h2a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h3',
  plane: 'M10.5 13.5 3 11l1.5-1.5 7.5.5 4.5-4.5a2.1 2.1 0 0 1 3 3L15 13l.5 7.5L14 22l-2.5-7.5M7 17l-2.5.5L3 16',
  journal: 'M7 3h10a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm2 5h6M9 12h6M9 16h4',
  bonus:
    'M20 12v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8m16 0H4m16 0V9a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v3m8-4v13m0-13c-1-2.5-4.5-4-5.5-2S9.5 8 12 8Zm0 0c1-2.5 4.5-4 5.5-2S14.5 8 12 8Z',
  documents: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M9 13h6M9 17h6',
  rules: 'M12 3v18m-7-3h14M5 7l-2.5 6a3 3 0 0 0 5 0L5 7Zm0 0h14m0 0-2.5 6a3 3 0 0 0 5 0L19 7ZM12 3 8 5m4-2 4 2',
  faq: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6m0 3h.01',
  staff:
    'M17 20v-1.5a3.5 3.5 0 0 0-3.5-3.5h-3A3.5 3.5 0 0 0 7 18.5V20m8-11a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm4 11v-1a3 3 0 0 0-2-2.8M17 6.2a3 3 0 0 1 0 5.6M5 20v-1a3 3 0 0 1 2-2.8M7 6.2a3 3 0 0 0 0 5.6',
  subblocks: 'M4 4h6v6H4V4Zm10 0h6v6h-6V4ZM4 14h6v6H4v-6Zm10 0h6v6h-6v-6Z',
  agency: 'M4 21V6a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v15m0-10h5a1 1 0 0 1 1 1v9M3 21h18M8 9h2m-2 4h2m-2 4h2',
  payment: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h3',
  ticket:
    'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2.5a2.5 2.5 0 0 0 0 5V17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2.5a2.5 2.5 0 0 0 0-5V7Zm10-2v14',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  report: 'M4 20h16M7 16v-5m5 5V7m5 9v-3',
  users:
    'M15 19.5v-1A3.5 3.5 0 0 0 11.5 15h-5A3.5 3.5 0 0 0 3 18.5v1M12.5 7.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0ZM21 19.5v-1a3.5 3.5 0 0 0-2.6-3.4M15.5 4.1a3.5 3.5 0 0 1 0 6.8',
  dot: 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
};

/** What MenuTree draws: the items' icons by their `icon` name (`''` for none), the search field's and the sections' chevron. */
export interface MenuIcons {
  items: Readonly<Record<string, ReactNode>>;
  search: ReactNode;
  chevron: ReactNode;
}

/** A menu icon's path: the menu's own, else the shell's of that name (`search`), else a neutral dot. */
export function menuIconPath(name: string): string {
  return (Object.hasOwn(PATHS, name) ? PATHS[name] : iconPath(name)) ?? PATHS.dot!;
}

/** Every icon the tree uses, once each; an unknown name gets a neutral dot, never a broken image. */
export function menuIcons(items: readonly MenuItem[]): MenuIcons {
  return {
    items: itemIcons(items),
    search: <Icon name="search" className="size-4" />,
    chevron: <Icon name="chevronDown" className="size-4" />,
  };
}

function itemIcons(items: readonly MenuItem[]): MenuIcons['items'] {
  const icons: Record<string, ReactNode> = {};
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      const key = item.icon ?? '';
      icons[key] ??= <PathIcon d={menuIconPath(key)} />;
      visit(item.children);
    }
  };
  visit(items);
  return icons;
}
