// GET /api/session/refresh?next=: refresh the tokens for a Server Component, then go back to `next`.
import { env } from '@/lib/env';
import { sessionRefreshResponse } from '@/lib/bff/session-refresh';
import { processSharedStore } from '@/lib/bff/shared-store';
import { sessionConfigFromEnv } from '@/lib/session';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

export async function GET(request: Request): Promise<Response> {
  const config = env();
  return sessionRefreshResponse(request, {
    backendUrl: config.bookingApiUrl,
    timeoutMs: config.bffTimeoutMs,
    session: sessionConfigFromEnv(config),
    sharedStore: processSharedStore(config.redisUrl),
  });
}
