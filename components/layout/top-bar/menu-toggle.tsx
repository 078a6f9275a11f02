'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../icons';
import { useShellState } from '../shell-state';
import { headerButtonClass } from './header-dropdown';

/** Folds the side menu on desktop, opens the menu drawer on a phone. */
export function MenuToggle() {
  const t = useTranslations('shell');
  const { collapsed, drawerOpen, toggleMenu } = useShellState();
  return (
    <button
      type="button"
      data-testid="menu-toggle"
      aria-label={t('toggleMenu')}
      title={t('toggleMenu')}
      aria-controls="side-menu mobile-menu"
      // Desktop state on md+, drawer state below; the attribute follows what the click changes.
      aria-expanded={drawerOpen || !collapsed}
      className={headerButtonClass}
      onClick={toggleMenu}
    >
      <Icon name="menu" />
    </button>
  );
}
