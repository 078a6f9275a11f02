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
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-72 shrink-0 flex-col border-r border-slate-200 bg-white md:flex"
    >
      <MenuTree items={items} icons={icons} />
    </aside>
  );
}
