import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { localeNames, localeOfFormatting } from '@/lib/i18n/locales';
import type { RateView } from '@/lib/exchange-rate/display';
import type { User } from '@/lib/schemas/user';
import type { Theme } from '@/themes';
import { Icon } from '../icons';
import { BasketMenu } from './basket-menu';
import { ExchangeRateMenu } from './exchange-rate-menu';
import { LanguageMenu } from './language-menu';
import { MenuToggle } from './menu-toggle';
import { NotificationsMenu } from './notifications-menu';
import { PhoneContacts } from './phone-contacts';
import { ProfileMenu } from './profile-menu';

/**
 * The top bar (docs/product.md §2), rendered on the server with its widgets' buttons, so the first paint
 * is complete without JavaScript. `rate` is null when the theme hides the exchange-rate widget.
 * The widgets' icons are rendered here and handed down, so the icon table is no client code.
 * The agency's logo (`jwt/user`'s `agency.logo`) follows the brand from a tablet up; a change of
 * it refreshes this server render (lib/hooks/use-agency.ts).
 */
export async function TopBar({ theme, rate, agency }: { theme: Theme; rate: RateView | null; agency: User['agency'] }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale().then(localeOfFormatting)]);
  return (
    <header className="sticky top-0 z-30 print:hidden bg-brand text-brand-contrast shadow-md">
      <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <MenuToggle>
          <Icon name="menu" />
        </MenuToggle>
        <AppLink
          href="/"
          aria-label={t('home', { title: theme.title })}
          data-tooltip={theme.title}
          className="tooltip tooltip-start sm:after:hidden flex min-w-0 items-center gap-2.5 rounded-lg px-1.5 py-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <span data-testid="brand-abbreviation" className="rounded-md bg-black/15 px-2 py-1 text-sm font-extrabold tracking-wider ring-1 ring-white/25">
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
          <PhoneContacts icon={<Icon name="phone" />} />
          <NotificationsMenu icon={<Icon name="bell" />} />
          <BasketMenu icon={<Icon name="basket" />} />
          <LanguageMenu locale={locale} label={t('language', { language: localeNames[locale] })} icon={<Icon name="globe" />} />
          <div className="hidden md:block">
            <ProfileMenu chevron={<Icon name="chevronDown" className="block size-4" />} />
          </div>
        </div>
      </div>
    </header>
  );
}
