'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '../icons';
import { HeaderDropdown } from './header-dropdown';

const loadPanel = () => import('./phone-contacts-panel').then((module) => module.PhoneContactsPanel);

/** Phone-contacts popup (SPEC.md §2): the departments' numbers from the user's `phones`. */
export function PhoneContacts() {
  const t = useTranslations('shell');
  return <HeaderDropdown testId="phones-menu" label={t('phones')} trigger={<Icon name="phone" />} panelClassName="w-80" loadPanel={loadPanel} />;
}
