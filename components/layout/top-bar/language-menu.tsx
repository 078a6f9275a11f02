'use client';

import { useLocale, useTranslations } from 'next-intl';
import { isLocale, localeNames, type Locale } from '@/lib/i18n/locales';
import { Icon } from '../icons';
import { HeaderDropdown } from './header-dropdown';

export function currentLocale(formatting: string): Locale {
  const id = formatting === 'uk' ? 'ua' : formatting;
  return isLocale(id) ? id : 'ru';
}

const loadPanel = () => import('./language-panel').then((module) => module.LanguagePanel);

/** The top bar's language switcher (SPEC.md §4); the choices are ./language-panel.tsx. */
export function LanguageMenu() {
  const t = useTranslations('shell');
  const locale = currentLocale(useLocale());
  return (
    <HeaderDropdown
      testId="language-menu"
      label={t('language', { language: localeNames[locale] })}
      panelClassName="w-48"
      loadPanel={loadPanel}
      trigger={
        <>
          <Icon name="globe" className="size-5" />
          <span className="text-xs font-bold uppercase">{locale}</span>
        </>
      }
    />
  );
}
