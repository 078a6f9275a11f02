'use client';

import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import { Icon } from '../icons';
import { CountBadge, headerButtonClass } from './header-dropdown';

/**
 * The saved-offers basket with its count (`user.offers`). The saved-offers dialog is a later
 * issue; it hooks onto `onOpen` here. Until then the button is real but opens nothing.
 */
export function BasketButton({ onOpen }: { onOpen?: () => void }) {
  const t = useTranslations('shell');
  const { user } = useUser();
  return (
    <button
      type="button"
      data-testid="basket-button"
      aria-label={t('basket', { count: user.offers })}
      title={t('basket', { count: user.offers })}
      aria-haspopup="dialog"
      className={headerButtonClass}
      onClick={onOpen}
    >
      <Icon name="basket" />
      <CountBadge count={user.offers} testId="basket-count" />
    </button>
  );
}
