'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/hooks/use-user';
import { CountBadge, headerButtonClass } from './header-parts';

/**
 * The saved-offers basket with its count (`user.offers`); `onOpen` opens the saved-offers dialog,
 * `onIntent` (hover, focus) lets the caller fetch the dialog's code before the click.
 */
export function BasketButton({
  icon,
  onOpen,
  onIntent,
}: {
  icon: ReactNode;
  onOpen?: () => void;
  onIntent?: () => void;
}) {
  const t = useTranslations('shell');
  const { user } = useUser();
  return (
    <button
      type="button"
      data-testid="basket-button"
      aria-label={t('basket', { count: user.offers })}
      data-tooltip={t('basket', { count: user.offers })}
      aria-haspopup="dialog"
      className={headerButtonClass}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {icon}
      <CountBadge count={user.offers} testId="basket-count" />
    </button>
  );
}
