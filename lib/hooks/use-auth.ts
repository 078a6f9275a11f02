'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { apiCall, apiRequest } from '@/lib/hooks/fetcher';
import type { forgotPasswordRequestSchema, LoginRequest, resetPasswordRequestSchema } from '@/lib/schemas/auth';

// The sign-in page's first load has no zod (docs/architecture.md §10): the schemas come with the
// answer (the login form fetches this module right after hydration anyway).
const schemas = () => import('@/lib/schemas/auth');
const loadMessageSchema = () => schemas().then((s) => s.messageResponseSchema);

/** POST jwt/login: the BFF keeps the tokens in the session cookie and answers the user's role. */
export async function login(values: LoginRequest): Promise<string> {
  return (await apiCall('/api/jwt/login', () => schemas().then((s) => s.loginResponseSchema), { method: 'POST', json: values })).alias;
}

/** POST forgot_password: the backend's "if the address is known, a link was sent" text. */
export async function requestPasswordReset(values: z.output<typeof forgotPasswordRequestSchema>): Promise<string> {
  return (await apiCall('/api/forgot_password', loadMessageSchema, { method: 'POST', json: values })).message;
}

/** POST reset_password/{token}: the new password; the backend's confirmation text. */
export async function resetPassword(token: string, values: z.output<typeof resetPasswordRequestSchema>): Promise<string> {
  return (await apiCall(`/api/reset_password/${encodeURIComponent(token)}`, loadMessageSchema, { method: 'POST', json: values })).message;
}

/** docs/product.md §4 Logout: call the auth service, then leave with a full navigation (nothing stays in memory). */
export function useLogout() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const logout = async () => {
    setPending(true);
    setError(null);
    try {
      // Only the status matters: the answer is not read.
      await apiRequest('/api/jwt/logout');
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/auth/login');
    } catch (cause) {
      setError(cause);
      setPending(false);
    }
  };
  return { logout, pending, error };
}
