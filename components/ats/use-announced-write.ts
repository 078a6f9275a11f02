'use client';

import { useCallback } from 'react';
import { useAlerts } from '@/lib/alerts/use-alerts';

/**
 * A list row's write (a link switched or ended, a payment's status step): what happened to what,
 * in the caller's words from the answer, as a success alert (docs/product.md "Toasts"); a failure
 * (a 409, a 422) as an error alert.
 */
export function useAnnouncedWrite() {
  const { show, showApiError } = useAlerts();
  return useCallback(
    async <TAnswer>(write: () => Promise<TAnswer>, done: (answer: TAnswer) => string) => {
      try {
        const answer = await write();
        show({ type: 'success', message: done(answer) });
      } catch (failure) {
        showApiError(failure);
      }
    },
    [show, showApiError],
  );
}
