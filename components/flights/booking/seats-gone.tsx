import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

/** A 410 `sold_out` of a hold or a booking: the seats are gone; the way back is the flight search. */
export function SeatsGone({ fullWidth = false }: { fullWidth?: boolean }) {
  const t = useTranslations('flightBooking.soldOut');
  return (
    <div data-testid="seats-gone" className="space-y-3">
      <Alert tone="error" title={t('title')}>
        {t('message')}
      </Alert>
      <AppLink href="/search/flight" className={buttonClass('secondary', fullWidth)}>
        {t('back')}
      </AppLink>
    </div>
  );
}
