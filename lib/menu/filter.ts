import type { MenuItem } from '@/lib/schemas/core';

// The side-menu search, apart from lib/menu/tree.ts: the tree's current-page logic is in every
// portal page's first load, this only in the chunk fetched when the search field is first used.

/** Case- and accent-insensitive form for matching ("Căutare" matches "cautare", "ё" matches "е"). */
export function foldText(text: string): string {
  return text.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ё/g, 'е').trim();
}

export interface FilteredMenu {
  items: MenuItem[];
  /** Ids of items whose own text matches (to highlight). */
  matches: Set<string>;
  /** Ids of parents kept because a descendant matches: they show expanded. */
  expanded: Set<string>;
}

/**
 * The side-menu search: keeps items whose text matches and the parents on the way to them.
 * A matching parent keeps all its children, so a section found by name can still be opened.
 */
export function filterMenu(items: readonly MenuItem[], query: string): FilteredMenu {
  const needle = foldText(query);
  const matches = new Set<string>();
  const expanded = new Set<string>();
  if (!needle) return { items: [...items], matches, expanded };

  const visit = (list: readonly MenuItem[]): MenuItem[] => {
    const kept: MenuItem[] = [];
    for (const item of list) {
      const own = foldText(item.text).includes(needle);
      const children = visit(item.children);
      if (own) matches.add(item.id);
      if (children.length > 0) expanded.add(item.id);
      if (own) kept.push(children.length > 0 ? { ...item, children } : item);
      else if (children.length > 0) kept.push({ ...item, children });
    }
    return kept;
  };
  return { items: visit(items), matches, expanded };
}
