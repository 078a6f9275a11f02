import { createBffHandler, type BffHandler } from '@/lib/bff/handler';
import type { FetchLike } from '@/lib/bff/upstream';
import { sealSession, sessionCookieName, type SessionConfig } from '@/lib/session';

/** The BFF handler of the security unit tests, in front of a backend that records every call and says 200. */
export const ORIGIN = 'http://localhost:3000';
/** The session configuration of the fixture's BFF and its signed-in cookie. */
export const session: SessionConfig = { password: 'p'.repeat(40), secure: false, ttlSeconds: 3600 };

export function recordedBff(answer: (url: string, method: string) => unknown = () => ({})): {
  handle: BffHandler;
  received: string[];
} {
  const received: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    received.push(String(input));
    return new Response(JSON.stringify(answer(String(input), init?.method ?? 'GET')), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    handle: createBffHandler({ backendUrl: 'http://backend.test', timeoutMs: 1_000, session, fetch }),
    received,
  };
}

/** A signed-in caller's Cookie header, so calls that need a session get as far as the backend. */
export async function signedInCookie(): Promise<string> {
  const sealed = await sealSession(
    { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 },
    session,
  );
  return `${sessionCookieName(false)}=${sealed}`;
}

/** A request to /api/{path}; methods other than GET carry a JSON body. */
export function apiRequest(path: string, method: string, headers: Record<string, string>, body = '{}'): Request {
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers: { 'content-type': 'application/json', ...headers },
  };
  if (method !== 'GET') Object.assign(init, { body, duplex: 'half' });
  return new Request(`${ORIGIN}/api/${path}`, init);
}
