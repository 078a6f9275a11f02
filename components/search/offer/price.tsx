import { useLocale } from 'next-intl';
import { formatPrice } from '@/lib/format/price';
import type { Currency } from '@/lib/schemas/search';

/** A price in the user's number format (next-intl's locale is already `uk` for `ua`). */
export function Price({ amount, currency, className }: { amount: number; currency: Currency; className?: string }) {
  const locale = useLocale();
  return (
    <span className={['whitespace-nowrap tabular-nums', className].filter(Boolean).join(' ')}>
      {formatPrice(amount, currency, locale)}
    </span>
  );
}
