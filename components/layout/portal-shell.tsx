import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { alertStackClass } from '@/components/feedback/alert-corner';
import { PortalProviders } from '@/components/providers/portal-providers';
import { getCurrentUser } from '@/lib/backend/auth';
import { getExchangeRate, getNavigation } from '@/lib/backend/core';
import { BackendError } from '@/lib/backend/errors';
import { rateView, themeShowsExchangeRate, type RateView } from '@/lib/exchange-rate/display';
import { requestTheme } from '@/lib/theme-request';
import { ForbiddenSwitch } from './forbidden-switch';
import { MaliciousExtensionNotice } from './malicious-extension-notice';
import { menuIcons } from './side-menu/menu-icons';
import { MenuTree } from './side-menu/menu-tree';
import { SideMenu } from './side-menu/side-menu';
import { TopBar } from './top-bar/top-bar';

/**
 * A failed rate load keeps the page: the widget says the rate is unavailable, and an error alert
 * says so when the page runs (docs/product.md §8).
 */
async function loadRate(): Promise<RateView> {
  try {
    return rateView(await getExchangeRate());
  } catch (error) {
    if (error instanceof BackendError) return rateView(null);
    throw error;
  }
}

/**
 * The default layout, all on the server: the first paint has the top bar, the menu and the
 * content without JavaScript. A user flagged for a malicious extension gets only the notice.
 * The menu and the rate are asked for together with the user rather than after it (one backend
 * round trip instead of two per page); for a flagged user the backend refuses them, and those
 * answers, a 403 page's `forbidden()` included, are dropped unseen.
 */
export async function PortalShell({ children }: { children: ReactNode }) {
  const theme = await requestTheme();
  const menuLoad = getNavigation();
  const rateLoad = themeShowsExchangeRate(theme.id) ? loadRate() : Promise.resolve(null);
  // Marked handled now: when the user's answer ends the page first, they must not surface as
  // unhandled rejections; awaited below, they still throw as usual.
  for (const load of [menuLoad, rateLoad]) load.catch(() => {});
  const user = await getCurrentUser();
  if (user.malicious_extension) return <MaliciousExtensionNotice theme={theme} plugin={user.malicious_extension} />;

  const [menu, rate, t] = await Promise.all([menuLoad, rateLoad, getTranslations('shell')]);
  // One element for both menus: the server renders the tree, the RSC payload carries it once.
  const tree = <MenuTree items={menu} icons={menuIcons(menu)} />;
  return (
    <PortalProviders
      user={user}
      alertsClass={alertStackClass(user.notification_position)}
      alert={
        rate?.kind === 'unavailable' ? { type: 'error', title: t('rateFailed'), message: t('rateUnavailable') } : null
      }
    >
      <a
        href="#content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-ink shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <TopBar theme={theme} rate={rate} user={user} menu={{ tree, title: t('mobileMenu') }} />
        <div className="flex flex-1">
          <SideMenu>{tree}</SideMenu>
          <main id="content" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
            <div className="mx-auto w-full max-w-6xl">
              <ForbiddenSwitch>{children}</ForbiddenSwitch>
            </div>
          </main>
        </div>
      </div>
    </PortalProviders>
  );
}
