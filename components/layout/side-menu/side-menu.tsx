'use client';

import type { MenuItem } from '@/lib/schemas/core';
import type { MenuIcons } from './menu-icons';
import { useShellState } from '../shell-state';
import { MenuTree } from './menu-tree';

/** The desktop side menu (md and up); the top bar's toggle folds it away. */
export function SideMenu({ items, icons }: { items: readonly MenuItem[]; icons: MenuIcons }) {
  const { collapsed } = useShellState();
  return (
    <aside
      id="side-menu"
      data-testid="side-menu"
      hidden={collapsed}
      className="hidden w-72 shrink-0 self-stretch border-r border-slate-200 bg-white md:block print:!hidden"
    >
      {/* The column's white reaches the page's foot; the tree stays in view (docs/product.md §2). */}
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
        <MenuTree items={items} icons={icons} />
      </div>
    </aside>
  );
}
