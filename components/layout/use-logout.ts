'use client';

import { useState } from 'react';
import { apiFetch } from '@/lib/hooks/fetcher';

/** docs/product.md §4 Logout: call the auth service, then leave with a full navigation (nothing stays in memory). */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const logout = async () => {
    setPending(true);
    setError(null);
    try {
      await apiFetch('/api/jwt/logout');
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/auth/login');
    } catch (cause) {
      setError(cause);
      setPending(false);
    }
  };
  return { logout, pending, error };
}
