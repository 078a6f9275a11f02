import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

/** A 410 from the booking calls: the offer is no longer sold; the way out is a new search. */
export function OfferGone({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslations('booking.gone');
  return (
    <div data-testid="booking-gone" className="space-y-3">
      <Alert tone="error" title={t('title')}>
        {t('message')}
      </Alert>
      <AppLink href="/search/tour" className={buttonClass('secondary', fullWidth)}>
        {t('back')}
      </AppLink>
    </div>
  );
}
