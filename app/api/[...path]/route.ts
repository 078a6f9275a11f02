// ALL /api/{path}: the BFF; browser calls to the booking backend (logic in lib/bff/handler.ts).
// The production entry answers these calls with the same handler before Next's router
// (lib/bff/node-handler.ts, docs/architecture.md §9); this route answers them under `next dev`,
// under `PORTAL_SERVER=next`, and for the methods the entry leaves to Next.
import { bffFromEnv } from '@/lib/bff/from-env';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

type Context = { params: Promise<{ path: string[] }> };

async function route(request: Request, { params }: Context): Promise<Response> {
  return bffFromEnv()(request, (await params).path);
}

export { route as GET, route as POST, route as PUT, route as PATCH, route as DELETE };
