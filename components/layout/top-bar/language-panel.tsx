'use client';

import { useLocale } from 'next-intl';
import { localeNames, localeOfFormatting, locales } from '@/lib/i18n/locales';
import { setLocaleAndReload } from '../language-switcher';

/**
 * The language dropdown's choices (./language-menu.tsx loads them on the first opening): a
 * change stores the locale cookie and reloads, and the reload drops the in-memory caches (SWR's
 * and the user's): nothing fetched in the old language survives.
 */
export function LanguagePanel({ close }: { close: () => void }) {
  const locale = localeOfFormatting(useLocale());
  return (
    <ul className="p-1.5">
      {locales.map((value) => (
        <li key={value}>
          <button
            type="button"
            lang={value === 'ua' ? 'uk' : value}
            aria-current={value === locale ? 'true' : undefined}
            onClick={() => (value === locale ? close() : setLocaleAndReload(value))}
            className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand aria-[current]:font-semibold aria-[current]:text-brand-ink"
          >
            {localeNames[value]}
            {value === locale ? <span aria-hidden="true">✓</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
