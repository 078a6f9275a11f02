import { fetchUpstream, UpstreamError, type FetchLike } from './upstream';
import { jsonResponse } from './responses';

import { APP_VERSION } from '@/lib/version';

export { APP_VERSION };

/**
 * Load-balancer health: the portal process answers. With `deep`, also whether the booking
 * backend answers HTTP at all (any status counts: the real backend has no health path).
 */
export async function healthResponse(options: {
  deep: boolean;
  backendUrl: string;
  timeoutMs: number;
  fetch?: FetchLike;
}): Promise<Response> {
  if (!options.deep) return jsonResponse(200, { status: 'ok', version: APP_VERSION });
  const started = Date.now();
  try {
    const response = await fetchUpstream(
      options.backendUrl,
      { method: 'HEAD' },
      { timeoutMs: options.timeoutMs, fetch: options.fetch },
    );
    await response.body?.cancel();
    return jsonResponse(200, {
      status: 'ok',
      version: APP_VERSION,
      backend: { reachable: true, ms: Date.now() - started },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return jsonResponse(503, {
      status: 'degraded',
      version: APP_VERSION,
      backend: { reachable: false, reason: error.kind },
    });
  }
}
