import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';

/** The tour booking's 410 (the offer is no longer sold), and a flight ticket's 410 `sold_out` (the seats are gone). */
const GONE = {
  tour: { messages: 'booking.gone', search: '/search/tour', testId: 'booking-gone' },
  flight: { messages: 'flightBooking.soldOut', search: '/search/flight', testId: 'seats-gone' },
} as const;

/** A 410 from the booking calls: what is gone, and the way out, a new search. */
export function OfferGone({ fullWidth = false, kind = 'tour' }: { fullWidth?: boolean; kind?: keyof typeof GONE }) {
  const gone = GONE[kind];
  const t = useTranslations(gone.messages);
  return (
    <div data-testid={gone.testId} className="space-y-3">
      <Alert tone="error" title={t('title')}>
        {t('message')}
      </Alert>
      <AppLink href={gone.search} className={buttonClass('secondary', fullWidth)}>
        {t('back')}
      </AppLink>
    </div>
  );
}
