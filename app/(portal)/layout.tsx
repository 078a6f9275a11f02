import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/layout/logout-button';
import { PortalProviders } from '@/components/providers/portal-providers';
import { getCurrentUser } from '@/lib/backend';
import { requestTheme } from '@/lib/theme-request';

/** A minimal default layout: the app-shell issue replaces it with the full top bar and menu. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const [theme, user, t] = await Promise.all([requestTheme(), getCurrentUser(), getTranslations('portal')]);
  // Minimal mount for this branch; the app-shell layout keeps the same <PortalProviders user>.
  return (
    <PortalProviders user={user}>
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-20 bg-brand text-brand-contrast shadow">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link href="/" className="flex min-w-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            <span className="rounded-md bg-white/15 px-2 py-1 text-sm font-bold tracking-wide">{theme.abbreviation}</span>
            <span className="hidden truncate font-semibold sm:inline">{theme.title}</span>
          </Link>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <div className="min-w-0 text-right leading-tight" aria-label={t('userMenu')}>
              <p data-testid="user-name" className="truncate text-sm font-semibold">
                {user.name}
              </p>
              <p className="truncate text-xs opacity-80">{user.position}</p>
            </div>
            <LogoutButton />
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6">{children}</main>
    </div>
    </PortalProviders>
  );
}
