'use client';

import { lazy, Suspense, useState } from 'react';
import type { MenuItem } from '@/lib/schemas/core';
import type { MenuIcons } from './menu-icons';
import { useShellState } from '../shell-state';

// The drawer (Headless UI's Dialog) is not part of any page's first load: it is fetched when the
// menu is first opened, and then stays mounted so it closes and hands focus back as before.
// React's lazy rather than next/dynamic, whose loader code would be in every page's first load.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** The phone menu (below md, docs/product.md §2), opened by the top bar's menu toggle. */
export function MobileMenu(props: { items: readonly MenuItem[]; icons: MenuIcons; title: string }) {
  const { drawerOpen } = useShellState();
  const [opened, setOpened] = useState(false);
  if (drawerOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <MobileMenuDrawer {...props} />
    </Suspense>
  ) : null;
}
