'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { HeaderDropdown } from './header-dropdown';

const loadPanel = () => import('./phone-contacts-panel').then((module) => module.PhoneContactsPanel);

/** Phone-contacts popup (docs/product.md §2): the departments' numbers from the user's `phones`; `icon` from the server. */
export function PhoneContacts({ icon }: { icon: ReactNode }) {
  const t = useTranslations('shell');
  return <HeaderDropdown testId="phones-menu" label={t('phones')} trigger={icon} panelClassName="w-80" loadPanel={loadPanel} />;
}
