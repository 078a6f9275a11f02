'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { OfferGone } from '@/components/orders/offer-gone';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { flightBookingPath } from '@/lib/flights/flight-booking-path';
import { ApiRequestError } from '@/lib/hooks/fetcher';
import { useHoldFare } from '@/lib/hooks/use-flight-search';
import type { FareHoldRequest } from '@/lib/schemas/flights';

/**
 * A hash whose hold expired before the page opened (410 `hold_expired`): the fare and the party are
 * kept, and one click holds them again at today's price and opens the new hash's page
 * (docs/product.md §11 "Re-pricing"); 410 `sold_out` then says the seats are gone.
 */
export function HoldExpired({ request }: { request: FareHoldRequest }) {
  const t = useTranslations('flightBooking');
  const router = useRouter();
  const { holdFare } = useHoldFare();
  const [busy, setBusy] = useState(false);
  const [soldOut, setSoldOut] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const reprice = async () => {
    setFailure(null);
    setBusy(true);
    try {
      router.replace(flightBookingPath((await holdFare(request.fare_id, request.passengers)).hash));
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
      </Alert>
      <ApiErrorAlert error={failure} />
      <Button loading={busy} onClick={() => void reprice()}>
        {t('hold.reprice')}
      </Button>
    </div>
  );
}
