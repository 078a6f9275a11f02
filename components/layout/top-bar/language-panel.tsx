'use client';

import { useLocale } from 'next-intl';
import { useSWRConfig } from 'swr';
import { localeNames, localeOfFormatting, locales, type Locale } from '@/lib/i18n/locales';
import { setLocaleAndReload } from '../language-switcher';

/**
 * The language dropdown's choices (./language-menu.tsx loads them on the first opening): a
 * change clears the SWR cache (nothing fetched in the old language survives), stores the locale
 * cookie and reloads.
 */
export function LanguagePanel({ close }: { close: () => void }) {
  const locale = localeOfFormatting(useLocale());
  const { mutate } = useSWRConfig();
  const choose = async (next: Locale) => {
    await mutate(() => true, undefined, { revalidate: false });
    setLocaleAndReload(next);
  };
  return (
    <ul className="p-1.5">
      {locales.map((value) => (
        <li key={value}>
          <button
            type="button"
            lang={value === 'ua' ? 'uk' : value}
            aria-current={value === locale ? 'true' : undefined}
            onClick={() => (value === locale ? close() : void choose(value))}
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
