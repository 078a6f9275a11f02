'use client';

import { lazyForm } from '@/components/ui/lazy-form';
import type { HeldFare } from '@/lib/schemas/flights';

/**
 * The booking form of a held fare, loaded after the page, a placeholder of its height meanwhile:
 * the form (react-hook-form, zod, the dialog: ~80 KiB gzip) is not first-load code, the page's
 * budget (docs/performance.md) leaves it no room.
 */
export const FlightBooking = lazyForm<{ held: HeldFare }>(() => import('./flight-booking-form').then((module) => module.FlightBookingForm), {
  testId: 'flight-booking-loading',
  className: 'h-96',
});
