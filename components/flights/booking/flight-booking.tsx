'use client';

import { lazy } from 'react';
import { LazyForm } from '@/components/ui/lazy-form';
import type { HeldFare } from '@/lib/schemas/flights';

// The form (react-hook-form, zod, the dialog: ~80 KiB gzip) is not first-load code: the page's
// budget (docs/performance.md) leaves it no room. React.lazy, not next/dynamic, whose loader is
// first-load code itself.
const FlightBookingForm = lazy(() => import('./flight-booking-form').then((module) => ({ default: module.FlightBookingForm })));

/** The booking form of a held fare, loaded after the page; a placeholder of its height meanwhile. */
export function FlightBooking({ held }: { held: HeldFare }) {
  return (
    <LazyForm testId="flight-booking-loading" className="h-96">
      <FlightBookingForm held={held} />
    </LazyForm>
  );
}
