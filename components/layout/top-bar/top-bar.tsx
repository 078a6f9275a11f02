import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { localeNames, localeOfFormatting } from '@/lib/i18n/locales';
import type { RateView } from '@/lib/exchange-rate/display';
import type { User } from '@/lib/schemas/user';
import type { Theme } from '@/themes';
import { Icon } from '../icons';
import { UserAvatar } from '../user-avatar';
import { BasketMenu } from './basket-menu';
import { ExchangeRateMenu } from './exchange-rate-menu';
import { HeaderDropdown } from './header-dropdown';
import { MenuToggle } from './menu-toggle';
import { NotificationsMenu } from './notifications-menu';

/**
 * The top bar (docs/product.md §2), rendered on the server with its widgets' buttons, so the first paint
 * is complete without JavaScript. `rate` is null when the theme hides the exchange-rate widget;
 * `menu` is the side menu's server-rendered tree, which the menu toggle shows in the phone's drawer.
 * The widgets' icons are rendered here and handed down, so the icon table is no client code.
 * The dropdowns' buttons are markup from here (HeaderDropdown: their panels' code comes on first
 * use); only the counts that change in the page (unread notifications, saved offers) are
 * rendered in the browser from the user. The agency's logo (`jwt/user`'s `agency.logo`) follows
 * the brand from a tablet up, and the profile button shows the user's avatar, name and position:
 * a change of them refreshes this server render (lib/hooks/use-agency.ts, lib/hooks/use-profile.ts).
 */
export async function TopBar({
  theme,
  rate,
  user,
  menu,
}: {
  theme: Theme;
  rate: RateView | null;
  user: User;
  menu: { tree: ReactNode; title: string };
}) {
  const { agency } = user;
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale().then(localeOfFormatting)]);
  return (
    <header className="sticky top-0 z-30 bg-brand text-brand-contrast shadow-md print:hidden">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <MenuToggle icon={<Icon name="menu" />} tree={menu.tree} title={menu.title} />
        <AppLink
          href="/"
          aria-label={t('home', { title: theme.title })}
          data-tooltip={theme.title}
          className="tooltip tooltip-start flex min-w-0 items-center gap-2.5 rounded-lg px-1.5 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-white sm:after:hidden"
        >
          <span
            data-testid="brand-abbreviation"
            className="rounded-md bg-black/15 px-2 py-1 text-sm font-extrabold tracking-wider ring-1 ring-white/25"
          >
            {theme.abbreviation}
          </span>
          <span data-testid="brand-title" className="hidden truncate text-base font-semibold sm:inline">
            {theme.title}
          </span>
        </AppLink>
        {agency.logo ? (
          // The backend's stored image (checked by content when uploaded); next/image would not add anything here.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={agency.logo}
            alt={agency.name}
            data-testid="agency-logo"
            className="hidden h-10 max-w-32 shrink-0 rounded-md bg-white object-contain p-1 sm:block"
          />
        ) : null}
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {rate ? <ExchangeRateMenu view={rate} /> : null}
          {/* Phone contacts (docs/product.md §2): the departments' numbers from the user's `phones`. */}
          <HeaderDropdown testId="phones-menu" label={t('phones')} trigger={<Icon name="phone" />} panel="phones" />
          <NotificationsMenu icon={<Icon name="bell" />} />
          <BasketMenu icon={<Icon name="basket" />} />
          {/* The language switcher (docs/product.md §4). */}
          <HeaderDropdown
            testId="language-menu"
            label={t('language', { language: localeNames[locale] })}
            panelClassName="w-48"
            panel="language"
            trigger={
              <>
                <Icon name="globe" />
                <span className="text-xs font-bold uppercase">{locale}</span>
              </>
            }
          />
          {/* Profile (docs/product.md §2): avatar or default icon, name, position; the panel has Profile and Logout. */}
          <div className="hidden md:block">
            <HeaderDropdown
              testId="profile-menu"
              label={t('profileMenu', { name: user.name })}
              panelClassName="w-72"
              panel="profile"
              trigger={
                <>
                  <UserAvatar src={user.avatar} alt="" size="sm" />
                  <span className="hidden max-w-40 min-w-0 text-left leading-tight lg:block">
                    <span data-testid="user-name" className="block truncate text-sm font-semibold">
                      {user.name}
                    </span>
                    <span className="block truncate text-xs">{user.position}</span>
                  </span>
                  <span className="hidden opacity-80 lg:block">
                    <Icon name="chevronDown" className="block size-4" />
                  </span>
                </>
              }
            />
          </div>
        </div>
      </div>
    </header>
  );
}
