'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useShellState } from '../shell-state';
import { headerButtonClass } from './header-parts';

/** Folds the side menu on desktop, opens the menu drawer on a phone; `children` is its icon. */
export function MenuToggle({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const { collapsed, drawerOpen, toggleMenu } = useShellState();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(drawerOpen);
  // The drawer is loaded on its first opening, already open, so its dialog never saw who had focus
  // before: when it closes and focus was left nowhere, give it back here.
  useEffect(() => {
    const closed = wasOpen.current && !drawerOpen;
    wasOpen.current = drawerOpen;
    if (!closed) return;
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) button.current?.focus();
    });
  }, [drawerOpen]);
  return (
    <button
      ref={button}
      type="button"
      data-testid="menu-toggle"
      aria-label={t('toggleMenu')}
      data-tooltip={t('toggleMenu')}
      aria-controls="side-menu mobile-menu"
      // Desktop state on md+, drawer state below; the attribute follows what the click changes.
      aria-expanded={drawerOpen || !collapsed}
      className={`${headerButtonClass} tooltip-start`}
      onClick={toggleMenu}
    >
      {children}
    </button>
  );
}
