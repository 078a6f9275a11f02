'use client';

import { useState } from 'react';
import type { output, z } from 'zod';
import { apiCall, apiRequest } from '@/lib/hooks/fetcher';
import type {
  forgotPasswordRequestSchema,
  LoginRequest,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@/lib/schemas/auth';

// The answers arrive checked by the BFF (docs/architecture.md §10: the sign-in by lib/bff/login.ts).
type MessageAnswer = output<typeof messageResponseSchema>;

/** POST jwt/login: the BFF keeps the tokens in the session cookie and answers the user's role. */
export async function login(values: LoginRequest): Promise<string> {
  return (await apiCall<output<typeof loginResponseSchema>>('/api/jwt/login', { method: 'POST', json: values })).alias;
}

/** POST forgot_password: the backend's "if the address is known, a link was sent" text. */
export async function requestPasswordReset(values: z.output<typeof forgotPasswordRequestSchema>): Promise<string> {
  return (await apiCall<MessageAnswer>('/api/forgot_password', { method: 'POST', json: values })).message;
}

/** POST reset_password/{token}: the new password; the backend's confirmation text. */
export async function resetPassword(
  token: string,
  values: z.output<typeof resetPasswordRequestSchema>,
): Promise<string> {
  return (
    await apiCall<MessageAnswer>(`/api/reset_password/${encodeURIComponent(token)}`, { method: 'POST', json: values })
  ).message;
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
