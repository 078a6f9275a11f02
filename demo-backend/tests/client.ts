import { startDemoBackend, type DemoBackend } from '@/tests/helpers/demo-backend';
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
export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  opts: Call = {},
): Promise<Answer<T>> {
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

/** A multipart/form-data call, as the portal's upload forms send it (the logo, an avatar). */
export async function callForm<T = Record<string, unknown>>(
  base: string,
  path: string,
  opts: {
    token: string;
    fields?: Record<string, string>;
    files?: Record<string, { bytes: Buffer; name: string; type?: string }>;
    locale?: string;
  },
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(opts.fields ?? {})) form.append(name, value);
  for (const [name, file] of Object.entries(opts.files ?? {}))
    form.append(
      name,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const headers: Record<string, string> = { authorization: `Bearer ${opts.token}` };
  if (opts.locale) headers['x-localization'] = opts.locale;
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: form });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body: body as T };
}

/** The demo users by role (demo-backend/README.md). */
export const ROLE_LOGINS = {
  agent: 'agent@demo.travel',
  agency_manager: 'manager@demo.travel',
  agency_director: 'director@demo.travel',
  office_manager: 'office@demo.travel',
  sub_partition_manager: 'subpartition@demo.travel',
  ats_manager: 'ats@demo.travel',
} as const;

/**
 * A demo backend for one test file, started before its tests with an access token per named
 * login, and closed after them.
 */
export function demoBackendWith<K extends string>(
  logins: Record<K, string>,
): { url: string; tokens: Record<K, string> } {
  const state = { url: '', tokens: {} as Record<K, string> };
  let backend: DemoBackend | undefined;
  beforeAll(async () => {
    backend = await startDemoBackend();
    state.url = backend.url;
    for (const [key, email] of Object.entries<string>(logins))
      state.tokens[key as K] = (await login(backend.url, email)).access_token;
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
  });
  return state;
}
