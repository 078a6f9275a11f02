'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { headerButtonClass } from './header-parts';

// The phone's drawer (Headless UI's Dialog) is not part of any page's first load: it is fetched
// when the menu is first opened, and then stays mounted so it closes and hands focus back as
// before. React's lazy rather than next/dynamic, whose loader code would be in every page's first load.
const MobileMenuDrawer = lazy(() => import('../side-menu/mobile-menu-drawer'));

/** Tailwind's `md` breakpoint: below it the side menu is the drawer. */
const DESKTOP_QUERY = '(min-width: 48rem)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isDesktop = () => window.matchMedia(DESKTOP_QUERY).matches;
/** The server's markup shows the side menu, as a desktop does. */
const isDesktopOnServer = () => true;

/**
 * The top bar's menu toggle: folds the side menu away on desktop, opens the menu drawer below md
 * (docs/product.md §2). The side menu is the server's markup (../side-menu/side-menu.tsx), folded
 * by its `hidden` attribute; the drawer shows the same server-rendered tree (`tree`), titled `title`.
 */
export function MenuToggle({ icon, tree, title }: { icon: ReactNode; tree: ReactNode; title: string }) {
  const t = useTranslations('shell');
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const desktop = useSyncExternalStore(subscribeToWidth, isDesktop, isDesktopOnServer);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(drawerOpen);

  useEffect(() => {
    const menu = document.getElementById('side-menu');
    if (menu) menu.hidden = collapsed;
  }, [collapsed]);

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
    <>
      <button
        ref={button}
        type="button"
        data-testid="menu-toggle"
        aria-label={t('toggleMenu')}
        data-tooltip={t('toggleMenu')}
        aria-controls="side-menu mobile-menu"
        // What the click changes: the side menu on md+, the drawer below.
        aria-expanded={desktop ? !collapsed : drawerOpen}
        className={`${headerButtonClass} tooltip-start`}
        onClick={() => (isDesktop() ? setCollapsed((value) => !value) : setDrawerOpen((value) => !value))}
      >
        {icon}
      </button>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer tree={tree} title={title} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
