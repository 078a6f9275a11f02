'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ShellState {
  /** Desktop: the side menu is folded away. */
  collapsed: boolean;
  /** Phone: the menu drawer is open. */
  drawerOpen: boolean;
  /** The top bar's menu toggle: folds the side menu on desktop, opens the drawer below md. */
  toggleMenu: () => void;
  setDrawerOpen: (open: boolean) => void;
}

const ShellStateContext = createContext<ShellState | null>(null);

/** Tailwind's `md` breakpoint: below it the side menu is the mobile drawer. */
const DESKTOP_QUERY = '(min-width: 48rem)';

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleMenu = useCallback(() => {
    if (window.matchMedia(DESKTOP_QUERY).matches) setCollapsed((value) => !value);
    else setDrawerOpen((value) => !value);
  }, []);
  const value = useMemo(() => ({ collapsed, drawerOpen, toggleMenu, setDrawerOpen }), [collapsed, drawerOpen, toggleMenu]);
  return <ShellStateContext.Provider value={value}>{children}</ShellStateContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error('useShellState() needs <ShellStateProvider> above it');
  return state;
}
