'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { localeCookie } from '@/lib/i18n/locale-cookie';
import { isLocale, localeNames, localeOfFormatting, locales, type Locale } from '@/lib/i18n/locales';

/**
 * Stores the choice in the `locale` cookie and reloads: the reload also drops the in-memory SWR
 * cache, so no data fetched in the old language survives (docs/architecture.md §5-§6).
 */
export function setLocaleAndReload(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  window.location.reload();
}

export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useTranslations('common');
  const id = useId();
  // next-intl runs with the formatting tag (`uk`); the switcher speaks in our ids (`ua`).
  const locale = localeOfFormatting(useLocale());
  return (
    <div className={['relative inline-flex items-center', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute left-2.5 size-4 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="10" cy="10" r="7.5" />
        <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
      </svg>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next) && next !== locale) setLocaleAndReload(next);
        }}
        className="appearance-none rounded-md border border-slate-200 bg-white/90 py-1.5 pr-7 pl-8 text-sm text-slate-700 shadow-sm hover:border-slate-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40"
      >
        {locales.map((value) => (
          <option key={value} value={value} lang={value === 'ua' ? 'uk' : value}>
            {localeNames[value]}
          </option>
        ))}
      </select>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="pointer-events-none absolute right-2 size-3.5 text-slate-500"
        fill="currentColor"
      >
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </div>
  );
}
