import type { MenuItem } from '@/lib/schemas/core';

/** A menu link is current on its own path and below it ("/orders" for "/orders/123"), never by prefix of a word. */
export function isCurrentLink(link: string | null, pathname: string): boolean {
  if (!link) return false;
  if (link === '/') return pathname === '/';
  return pathname === link || pathname.startsWith(`${link}/`);
}

/**
 * The item that marks the current page: the longest matching link wins, so "/orders/bonuses"
 * highlights Bonus Journal and not Package Journal as well.
 */
export function currentItemId(items: readonly MenuItem[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.link && isCurrentLink(item.link, pathname) && (!best || item.link.length > best.length)) {
        best = { id: item.id, length: item.link.length };
      }
      visit(item.children);
    }
  };
  visit(items);
  return (best as { id: string } | null)?.id ?? null;
}

/** Ids of the ancestors of an item: the branch that opens for the current route. */
export function ancestorIds(items: readonly MenuItem[], id: string | null): string[] {
  if (!id) return [];
  const path: string[] = [];
  const visit = (list: readonly MenuItem[]): boolean => {
    for (const item of list) {
      if (item.id === id) return true;
      path.push(item.id);
      if (visit(item.children)) return true;
      path.pop();
    }
    return false;
  };
  return visit(items) ? path : [];
}

/** Initially open parents: those the backend marks `open` and the branch holding the current page. */
export function initiallyOpen(items: readonly MenuItem[], pathname: string): Set<string> {
  const open = new Set<string>(ancestorIds(items, currentItemId(items, pathname)));
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.open && item.children.length > 0) open.add(item.id);
      visit(item.children);
    }
  };
  visit(items);
  return open;
}
