import { createBffHandler, type BffHandler } from '@/lib/bff/handler';
import { readSession, sealSession, sessionCookieName, type SessionConfig, type SessionData } from '@/lib/session';
import type { DemoBackend } from '@/tests/helpers/demo-backend';

export const PORTAL = 'http://localhost:3000';
export const session: SessionConfig = {
  password: 'integration-test-secret-0123456789abcdef',
  secure: false,
  ttlSeconds: 3600,
};

export function bff(backendUrl: string, timeoutMs = 5_000): BffHandler {
  return createBffHandler({ backendUrl, timeoutMs, session });
}

export interface CallInit {
  method?: string;
  cookie?: string;
  json?: unknown;
  headers?: Record<string, string>;
}

/** A browser-like call from the portal's own code: x-csrf and same Origin unless overridden. */
export function call(handler: BffHandler, path: string, init: CallInit = {}): Promise<Response> {
  const headers: Record<string, string> = {
    'x-csrf': '1',
    origin: PORTAL,
    'sec-fetch-site': 'same-origin',
    ...init.headers,
  };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${PORTAL}/api/${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json), duplex: 'half' }),
  } as RequestInit);
  return handler(request, path.split('?')[0]!.split('/'));
}

/** The session cookie pair (`name=value`) a response sets, for the next request's Cookie header. */
export function sessionCookie(response: Response): string | undefined {
  const name = sessionCookieName(false);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${name}=`) && pair.length > name.length + 1);
}

export async function login(handler: BffHandler, login = 'agent@demo.travel', password = 'demo12345'): Promise<string> {
  const response = await call(handler, 'jwt/login', { method: 'POST', json: { login, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

export async function tokensIn(cookie: string): Promise<SessionData> {
  const data = await readSession(cookie, session);
  if (!data) throw new Error('cookie does not open');
  return data;
}

export async function cookieWith(data: SessionData): Promise<string> {
  return `${sessionCookieName(false)}=${await sealSession(data, session)}`;
}

export async function stats(backend: DemoBackend): Promise<{ refreshes: number; logins: number; logouts: number }> {
  return (await fetch(`${backend.url}/__demo/stats`)).json() as Promise<{
    refreshes: number;
    logins: number;
    logouts: number;
  }>;
}

/** Counts every HTTP request the backend's server receives, whatever its path or outcome. */
export function countRequests(backend: DemoBackend): { readonly count: number } {
  const counter = { count: 0 };
  backend.app.server.on('request', () => {
    counter.count++;
  });
  return counter;
}
