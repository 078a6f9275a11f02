import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * A page that is not meant to be printed (docs/product.md §10 "Printing"): on paper, "Printing this
 * page is unavailable" instead of its content. The screen shows the content as usual.
 */
export function PrintUnavailable({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <>
      <p data-testid="print-unavailable" className="hidden text-lg font-semibold print:block">
        {t('printUnavailable')}
      </p>
      <div className="print:hidden">{children}</div>
    </>
  );
}
