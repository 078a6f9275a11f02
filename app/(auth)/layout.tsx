import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ClientIntl } from '@/components/providers/client-intl';
import { requestTheme } from '@/lib/theme-request';
import { APP_VERSION } from '@/lib/version';
import { portalToday } from '@/lib/format/date';

/** The empty layout of the authentication screens: no chrome, the brand, a language switcher. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const [theme, t] = await Promise.all([requestTheme(), getTranslations('common')]);
  return (
    <ClientIntl scope="auth">
      <div className="relative flex min-h-dvh flex-col bg-slate-100">
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-brand sm:h-80" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-black/0 to-black/15 sm:h-80"
        />
        <header className="relative z-10 flex items-center justify-end px-4 pt-4 sm:px-6">
          <LanguageSwitcher />
        </header>
        <main className="relative z-10 flex flex-1 flex-col items-center px-4 pt-6 pb-10 sm:pt-10">
          <div className="mb-6 flex flex-col items-center gap-3 text-center text-brand-contrast">
            {/* eslint-disable-next-line @next/next/no-img-element -- a small themed SVG; next/image adds nothing here */}
            <img
              src={theme.logo}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-2xl bg-white p-2 shadow-lg"
            />
            <p className="text-xl font-semibold tracking-tight sm:text-2xl">{theme.title}</p>
          </div>
          {children}
        </main>
        <footer className="relative z-10 pb-6 text-center text-xs text-slate-600">
          © {portalToday().slice(0, 4)} {theme.title} · {t('version', { version: APP_VERSION })}
        </footer>
      </div>
    </ClientIntl>
  );
}
