import type { Credentials } from '@/lib/schemas/auth';

export interface Call {
  method?: string;
  body?: unknown;
  token?: string;
  locale?: string;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

/** One HTTP call as the portal's BFF makes it: JSON in, JSON (or bytes) out. */
export async function call<T = Record<string, unknown>>(base: string, path: string, opts: Call = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.locale) headers['x-localization'] = opts.locale;
  const response = await fetch(`${base}${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body: body as T };
}

export async function login(base: string, email = 'agent@demo.travel', password = 'demo12345'): Promise<Credentials> {
  const answer = await call<Credentials>(base, '/api/jwt/login', { body: { login: email, password } });
  if (answer.status !== 200) throw new Error(`login as ${email} failed: ${answer.status}`);
  return answer.body;
}
