'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { output } from 'zod';
import type { calculateResponseSchema, PriceBreakdown } from '@/lib/schemas/booking';

// The call comes with the first calculation, after a service is ticked (docs/architecture.md §10,
// §11): the page starts from the server's price. The BFF checks the answer by its schema.
const loadApiCall = () => import('@/lib/hooks/fetcher').then((fetcher) => fetcher.apiCall);

/** Ticks of the service checkboxes within this window make one calculation. */
export const CALCULATE_DEBOUNCE_MS = 300;

/**
 * The booking's price as POST v2/orders/calculate/{sid} answers it for the chosen services.
 * Changes are debounced; an answer to an older choice is dropped (and its request aborted), so
 * the breakdown always matches the boxes ticked last. `setPrice` takes a price from elsewhere
 * (the 409 `price_changed` of a booking attempt).
 */
export function useBookingPrice(sid: string, initial: PriceBreakdown) {
  const [price, setPrice] = useState(initial);
  const [calculating, setCalculating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const recalculate = useCallback(
    (services: readonly string[]) => {
      const ticket = ++latest.current;
      clearTimeout(timer.current);
      inFlight.current?.abort();
      setCalculating(true);
      setError(null);
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        loadApiCall()
          .then((apiCall) =>
            apiCall<output<typeof calculateResponseSchema>>(`/api/v2/orders/calculate/${encodeURIComponent(sid)}`, {
              method: 'POST',
              json: { services },
              signal: controller.signal,
            }),
          )
          .then((answer) => {
            if (ticket === latest.current) setPrice(answer.data.price);
          })
          .catch((failure: unknown) => {
            if (ticket === latest.current) setError(failure);
          })
          .finally(() => {
            if (ticket === latest.current) setCalculating(false);
          });
      }, CALCULATE_DEBOUNCE_MS);
    },
    [sid],
  );

  return { price, setPrice, calculating, error, recalculate };
}
