'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { OfferGone } from '@/components/orders/offer-gone';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { formatPrice } from '@/lib/format/price';
import { sameSearchHref } from '@/lib/flights/same-search';
import { flightBookingPath } from '@/lib/flights/flight-booking-path';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useHoldFare } from '@/lib/hooks/use-flight-search';
import type { ExpiredHold } from '@/lib/schemas/flights';
import { HeldWhat } from './hold-timer';

/**
 * A hash whose hold expired before the page opened (410 `hold_expired`): it names what was held
 * (while the fare is sold), one click holds the same fare and party again at today's price and
 * opens the new hash's page (docs/product.md §11 "Re-pricing"; 410 `sold_out` then says the seats
 * are gone), and a link opens the same search.
 */
export function HoldExpired({ expired }: { expired: ExpiredHold }) {
  const t = useTranslations('flightBooking');
  const locale = useLocale();
  const router = useRouter();
  const { holdFare } = useHoldFare();
  const [busy, setBusy] = useState(false);
  const [soldOut, setSoldOut] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const reprice = async () => {
    setFailure(null);
    setBusy(true);
    try {
      router.replace(flightBookingPath((await holdFare(expired.fare_id, expired.passengers)).hash));
      return;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 410) setSoldOut(true);
      else setFailure(error);
    }
    setBusy(false);
  };

  if (soldOut) return <OfferGone kind="flight" />;
  return (
    <div data-testid="hold-expired-page" className="max-w-xl space-y-3">
      <Alert tone="info" title={t('expired.title')}>
        {t('expired.message')}
        {expired.fare ? (
          <>
            {' '}
            <HeldWhat
              fare={expired.fare}
              party={expired.passengers}
              price={formatPrice(expired.fare.price.total, expired.fare.price.currency, locale)}
            />
          </>
        ) : null}
      </Alert>
      <ApiErrorAlert error={failure} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button loading={busy} onClick={() => void reprice()}>
          {t('hold.reprice')}
        </Button>
        {expired.fare ? (
          <AppLink
            href={sameSearchHref(expired.fare, expired.passengers)}
            className={buttonClass('ghost')}
            data-testid="hold-search-again"
          >
            {t('hold.searchAgain')}
          </AppLink>
        ) : null}
      </div>
    </div>
  );
}
