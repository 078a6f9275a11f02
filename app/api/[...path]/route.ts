// ALL /api/{path}: the BFF; browser calls to the booking backend (logic in lib/bff/handler.ts).
import { env } from '@/lib/env';
import { createBffHandler, type BffHandler } from '@/lib/bff/handler';
import { sessionConfigFromEnv } from '@/lib/session';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ path: string[] }> };

let handler: BffHandler | undefined;

/** Built on first use, not at import, so `next build` does not need the runtime secret. */
function bff(): BffHandler {
  if (!handler) {
    const config = env();
    handler = createBffHandler({
      backendUrl: config.bookingApiUrl,
      timeoutMs: config.bffTimeoutMs,
      session: sessionConfigFromEnv(config),
      timing: config.bffTiming,
    });
  }
  return handler;
}

async function route(request: Request, { params }: Context): Promise<Response> {
  return bff()(request, (await params).path);
}

export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE };
