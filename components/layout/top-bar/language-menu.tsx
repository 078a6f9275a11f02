'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { HeaderDropdown } from './header-dropdown';

const loadPanel = () => import('./language-panel').then((module) => module.LanguagePanel);

/**
 * The top bar's language switcher (docs/product.md §4); the choices are ./language-panel.tsx. The top bar
 * gives the current locale, the button's name and icon, so the language list is not first-load code.
 */
export function LanguageMenu({ locale, label, icon }: { locale: Locale; label: string; icon: ReactNode }) {
  return (
    <HeaderDropdown
      testId="language-menu"
      label={label}
      panelClassName="w-48"
      loadPanel={loadPanel}
      trigger={
        <>
          {icon}
          <span className="text-xs font-bold uppercase">{locale}</span>
        </>
      }
    />
  );
}
