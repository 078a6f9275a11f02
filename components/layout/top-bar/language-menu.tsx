'use client';

import type { Locale } from '@/lib/i18n/locales';
import { Icon } from '../icons';
import { HeaderDropdown } from './header-dropdown';

const loadPanel = () => import('./language-panel').then((module) => module.LanguagePanel);

/**
 * The top bar's language switcher (SPEC.md §4); the choices are ./language-panel.tsx. The top bar
 * gives the current locale and the button's name, so the language list is not first-load code.
 */
export function LanguageMenu({ locale, label }: { locale: Locale; label: string }) {
  return (
    <HeaderDropdown
      testId="language-menu"
      label={label}
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
