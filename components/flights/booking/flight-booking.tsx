'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { HeldFare } from '@/lib/schemas/flights';

// The form (react-hook-form, zod, the dialog: ~80 KiB gzip) is not first-load code: the page's
// budget (docs/performance.md) leaves it no room. React.lazy, not next/dynamic, whose loader is
// first-load code itself. It mounts in the browser only: a form in the server's HTML could be
// typed into before its code runs, and react-hook-form would then reset what was typed (or a press
// of Book would submit the bare HTML form).
const FlightBookingForm = lazy(() => import('./flight-booking-form').then((module) => ({ default: module.FlightBookingForm })));

/** The booking form of a held fare, loaded after the page; a placeholder of its height meanwhile. */
export function FlightBooking({ held }: { held: HeldFare }) {
  const t = useTranslations('common');
  const hydrated = useHydrated();
  const placeholder = (
    <div role="status" data-testid="flight-booking-loading" className="h-96 animate-pulse rounded-xl border border-slate-200 bg-white">
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
  return hydrated ? (
    <Suspense fallback={placeholder}>
      <FlightBookingForm held={held} />
    </Suspense>
  ) : (
    placeholder
  );
}
