'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { HeldFare } from '@/lib/schemas/flights';

/**
 * The booking form of a held fare, loaded after the page, a placeholder of its height meanwhile:
 * the form (react-hook-form, zod, the dialog) loads after the page (docs/performance.md).
 */
export const FlightBooking = lazyForm<{ held: HeldFare }>(
  () => import('./flight-booking-form').then((module) => module.FlightBookingForm),
  {
    testId: 'flight-booking-loading',
    className: 'h-96',
  },
);
