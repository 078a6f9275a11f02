'use client';

import { useCallback } from 'react';
import { useAlerts } from '@/lib/alerts/use-alerts';

/**
 * A list row's write (a link switched or ended, a payment's status step): the backend's message
 * ("Record updated successfully") as a success alert, a failure (a 409, a 422) as an error alert.
 */
export function useAnnouncedWrite() {
  const { show, showApiError } = useAlerts();
  return useCallback(
    async (write: () => Promise<{ message?: string }>) => {
      try {
        const answer = await write();
        show({ type: 'success', message: answer.message ?? '' });
      } catch (failure) {
        showApiError(failure);
      }
    },
    [show, showApiError],
  );
}
