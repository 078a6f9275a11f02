// GET /api/health[?deep=1]: liveness for load balancers; no session, no CSRF header needed.
import { env } from '@/lib/env';
import { healthResponse } from '@/lib/bff/health';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

/** A short wait: a probe must not hang for the BFF's 60 s. */
const DEEP_CHECK_TIMEOUT_MS = 2_000;

export async function GET(request: Request): Promise<Response> {
  const deep = new URL(request.url).searchParams.get('deep') === '1';
  return healthResponse({ deep, backendUrl: env().bookingApiUrl, timeoutMs: DEEP_CHECK_TIMEOUT_MS });
}
