'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import type { HeldFare } from '@/lib/schemas/flights';

// The form (react-hook-form, zod, the dialog: ~80 KiB gzip) is not first-load code: the page's
// budget (docs/performance.md) leaves it no room. React.lazy, not next/dynamic, whose loader is
// first-load code itself; the server still renders the form, and the browser fetches its code
// while it hydrates the rest. Book stays disabled until the form is live (flight-booking-form.tsx).
const FlightBookingForm = lazy(() => import('./flight-booking-form').then((module) => ({ default: module.FlightBookingForm })));

/** The booking form of a held fare, loaded after the page. */
export function FlightBooking({ held }: { held: HeldFare }) {
  const t = useTranslations('common');
  return (
    <Suspense
      fallback={
        <div role="status" data-testid="flight-booking-loading" className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white">
          <span className="sr-only">{t('loading')}</span>
        </div>
      }
    >
      <FlightBookingForm held={held} />
    </Suspense>
  );
}
