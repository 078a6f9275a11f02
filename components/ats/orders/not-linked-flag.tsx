'use client';

import { useTranslations } from 'next-intl';

/** The seller had no valid link on the order's issue day (docs/product.md §12): flagged, in words and colour. */
export function NotLinkedFlag() {
  const t = useTranslations('atsDesk.list');
  return (
    <span
      data-testid="ats-not-linked"
      className="mt-0.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900"
    >
      {t('notLinked')}
    </span>
  );
}
