'use client';

import { lazy, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { AfterHydration } from '@/components/ui/after-hydration';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { progressStore, slowNavigationStore } from '@/lib/progress/store';

// Listeners only, no markup: fetched after hydration, out of every portal page's first load.
const NavigationEvents = lazy(() => import('./navigation-events'));

const off = () => false;

/** The thin bar at the top: requests and navigations that last longer than 250 ms. */
export function ProgressBar() {
  const t = useTranslations('alerts');
  const visible = useSyncExternalStore(progressStore.subscribe, progressStore.getSnapshot, off);
  return (
    <div
      role="progressbar"
      aria-label={t('progress')}
      aria-hidden={!visible}
      data-testid="progress-bar"
      data-active={visible ? 'true' : 'false'}
      className={[
        'pointer-events-none fixed inset-x-0 top-0 z-[80] h-1 overflow-hidden transition-opacity duration-200',
        visible ? 'opacity-100' : 'opacity-0',
      ].join(' ')}
    >
      <div className="h-full w-full animate-pulse bg-accent" />
    </div>
  );
}

/**
 * The global loader (docs/product.md §4): visible in the server's HTML, hidden once the page is
 * interactive and after every navigation; shown again only for a slow navigation. A small
 * non-blocking badge, so the first server paint stays usable.
 */
export function GlobalLoader() {
  const t = useTranslations('alerts');
  // False in the server's HTML and during hydration, true right after: hides the loader on hydration.
  const hydrated = useHydrated();
  const slow = useSyncExternalStore(slowNavigationStore.subscribe, slowNavigationStore.getSnapshot, off);
  const visible = !hydrated || slow;
  return (
    <div
      role="status"
      data-testid="global-loader"
      data-active={visible ? 'true' : 'false'}
      className={[
        'pointer-events-none fixed top-3 left-1/2 z-[80] -translate-x-1/2 items-center gap-2 rounded-full bg-white/95 px-3 py-1 text-xs font-medium text-slate-700 shadow',
        visible ? 'flex' : 'hidden',
      ].join(' ')}
    >
      <span aria-hidden="true" className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand" />
      {t('loading')}
    </div>
  );
}

/**
 * Client navigations reported to the bar and the loader (navigation-events.tsx), once its code
 * is in: a link followed before hydration is a full page load, which has the server HTML's
 * loader; one followed in the moment before the listeners arrive shows only its requests.
 */
export function NavigationTracking() {
  return (
    <AfterHydration>
      <NavigationEvents />
    </AfterHydration>
  );
}
