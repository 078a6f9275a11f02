'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button, buttonClass } from '@/components/ui/button';
import { holdTimeLeft } from '@/lib/flights/hold-time';
import { partyText, type PartyCounts } from '@/lib/flights/passengers';
import { sameSearchHref } from '@/lib/flights/same-search';
import { formatCalendarDate } from '@/lib/format/date';
import type { Fare } from '@/lib/schemas/flights';

/**
 * The time left on the held fare, counting down each second; once it has run out, says so, names
 * what was held (the flights, their dates, the party, the fare and its price), and offers
 * re-pricing in one click or the same search again (docs/product.md §11 "Hash and booking"). The
 * count starts after hydration: the server's clock is not the browser's. `compact`: the same count
 * as one line of the phone's summary bar (the page's one live timer stays the full one).
 */
export function HoldTimer({
  expiresAt,
  onReprice,
  repricing,
  disabled,
  fare,
  party,
  price,
  compact = false,
}: {
  expiresAt: string;
  onReprice: () => void;
  repricing: boolean;
  disabled: boolean;
  fare: Pick<Fare, 'name' | 'segments'>;
  party: PartyCounts;
  /** The held total, formatted. */
  price: string;
  compact?: boolean;
}) {
  const t = useTranslations('flightBooking');
  const [now, setNow] = useState<number | null>(null);
  const left = now === null ? undefined : holdTimeLeft(expiresAt, now);
  useEffect(() => {
    if (left === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), now === null ? 0 : 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [now, left]);
  if (left === undefined) return null;
  if (compact) {
    return left === null ? (
      <span className="font-medium text-red-700">{t('summary.expired')}</span>
    ) : (
      <span>{t('hold.left', { time: left })}</span>
    );
  }
  if (left === null) {
    return (
      <div data-testid="hold-expired" className="space-y-2">
        <Alert tone="info">
          {t('hold.expired')} <HeldWhat fare={fare} party={party} price={price} />
        </Alert>
        <Button variant="secondary" fullWidth loading={repricing} disabled={disabled} onClick={onReprice}>
          {t('hold.reprice')}
        </Button>
        <AppLink
          href={sameSearchHref(fare, party)}
          className={buttonClass('ghost', true)}
          data-testid="hold-search-again"
        >
          {t('hold.searchAgain')}
        </AppLink>
      </div>
    );
  }
  return (
    <p data-testid="hold-left" role="timer" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {t('hold.left', { time: left })}
    </p>
  );
}

/** What an expired hold held: its flights, route, dates, party, fare and price (docs/product.md §11 "Hash and booking"). */
export function HeldWhat({
  fare,
  party,
  price,
}: {
  fare: Pick<Fare, 'name' | 'segments'>;
  party: PartyCounts;
  price: string;
}) {
  const t = useTranslations('flightBooking');
  const passengers = useTranslations('flights.passengers');
  const legs = fare.segments.flatMap((segment) => segment.legs);
  const outbound = (fare.segments.find((segment) => segment.direction === 'out') ?? fare.segments[0]!).legs;
  return (
    <span data-testid="hold-expired-what">
      {t('hold.expiredWhat', {
        flight: legs.map((leg) => leg.flight_number).join(', '),
        route: [legs[0]!.from.code, ...outbound.map((leg) => leg.to.code)].join(' → '),
        date: fare.segments.map((segment) => formatCalendarDate(segment.legs[0]!.departure.date)).join(' – '),
        party: partyText(party, (type, count) => passengers(type, { count })),
        fare: fare.name,
        price,
      })}
    </span>
  );
}
