'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import type { MenuItem } from '@/lib/schemas/core';
import { useShellState } from '../shell-state';

// The drawer (Headless UI's Dialog) is not part of any page's first load: it is fetched when the
// menu is first opened, and then stays mounted so it closes and hands focus back as before.
const MobileMenuDrawer = dynamic(() => import('./mobile-menu-drawer'), { ssr: false });

/** The phone menu (below md, SPEC.md §2), opened by the top bar's menu toggle. */
export function MobileMenu(props: { items: readonly MenuItem[]; title: string }) {
  const { drawerOpen } = useShellState();
  const [opened, setOpened] = useState(false);
  if (drawerOpen && !opened) setOpened(true);
  return opened ? <MobileMenuDrawer {...props} /> : null;
}
