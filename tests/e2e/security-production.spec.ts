import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostilePaths, isAllowedBackendPath } from '@/tests/security/hostile-paths';
import { E2E_SESSION_SECRET } from '../../scripts/e2e-secret.mjs';
import { BACKEND_PORT, BACKEND_URL, PORTAL_PORT } from './ports';

/**
 * The built server in production trim (docs/testing.md, "Security"), started as the container starts it but
 * with its defaults: no SECURE_COOKIES, so the session cookie must be `__Host-` and Secure. Its
 * booking backend is a recorder in front of the e2e demo backend: every request that reaches the
 * backend is logged with its raw request line, and real tokens come back for the cookie-size check.
 * The proxy fuzz sends part of the seeded hostile paths through Next's own parsing and decoding.
 */
const PORT = PORTAL_PORT + 50;
const RECORDER_PORT = BACKEND_PORT + 50;
const BASE = `http://127.0.0.1:${PORT}`;
/** What the TLS-terminating balancer adds, so the server knows the browser came over HTTPS. */
const VIA_HTTPS = { 'x-forwarded-proto': 'https', origin: `https://127.0.0.1:${PORT}` };

let portal: ChildProcess;
let recorder: http.Server;
const received: { method: string; url: string }[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  recorder = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '' });
    const upstream = http.request(
      `${BACKEND_URL}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => recorder.listen(RECORDER_PORT, '127.0.0.1', resolve));

  const inherited = { ...process.env };
  delete inherited.SECURE_COOKIES;
  portal = spawn(process.execPath, [path.join(process.cwd(), '.next', 'standalone', 'server.mjs')], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      BOOKING_API_URL: `http://127.0.0.1:${RECORDER_PORT}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the production portal did not answer on ${BASE}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  portal?.kill('SIGTERM');
  await new Promise((resolve) => recorder?.close(resolve));
});

async function signIn(login = 'director@demo.travel'): Promise<{ setCookie: string; cookie: string }> {
  const response = await fetch(`${BASE}/api/jwt/login`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', ...VIA_HTTPS },
    body: JSON.stringify({ login, password: 'demo12345' }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.getSetCookie()[0] ?? '';
  return { setCookie, cookie: setCookie.split(';')[0] ?? '' };
}

interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** One HTTP/1.1 request written byte for byte: no client library normalises the path on the way. */
function rawRequest(method: string, target: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1');
    let answer = '';
    socket.setTimeout(15_000, () => socket.destroy(new Error(`no answer for ${method} ${target.slice(0, 80)}`)));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () =>
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0),
        location: /\r\nlocation: ([^\r]*)/i.exec(answer)?.[1],
        body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
      }),
    );
    socket.on('error', reject);
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${PORT}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    const body = method === 'GET' ? '' : '{}';
    if (body) lines.push('Content-Type: application/json', `Content-Length: ${body.length}`);
    // Written, not ended: a half-closed socket reads to Next as a client that went away.
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'utf8'));
  });
}

test('session cookie in production: __Host-, Secure, HttpOnly, SameSite, no Domain, ≤ 4096 bytes with real tokens', async () => {
  const { setCookie, cookie } = await signIn();
  expect(setCookie).toMatch(/^__Host-agency_session=Fe26\.2\*[^;]+; /);
  const attributes = setCookie
    .split(';')
    .slice(1)
    .map((a) => a.trim());
  expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']));
  expect(attributes.some((a) => /^domain=/i.test(a))).toBe(false);
  console.info(`production Set-Cookie with the demo backend's real tokens: ${setCookie.length} bytes`);
  expect(setCookie.length).toBeLessThanOrEqual(4096);
  // The cookie works, and the plain-named one of a non-production portal is not accepted for it.
  expect((await fetch(`${BASE}/api/jwt/user`, { headers: { 'x-csrf': '1', cookie, ...VIA_HTTPS } })).status).toBe(200);
  const plainName = cookie.replace(/^__Host-/, '');
  expect(
    (await fetch(`${BASE}/api/jwt/user`, { headers: { 'x-csrf': '1', cookie: plainName, ...VIA_HTTPS } })).status,
  ).toBe(401);

  const page = await fetch(`${BASE}/auth/login`, { headers: VIA_HTTPS });
  expect(page.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  expect((await fetch(`${BASE}/auth/login`)).headers.get('strict-transport-security')).toBeNull();
});

test('benchmark routes are not in the production build: /bench-bare is the login without a session, and not found with one', async () => {
  // The page exists only when built with PORTAL_BENCH_ROUTES=1 (scripts/bench/run.mjs); this build was not.
  const anonymous = await rawRequest('GET', '/bench-bare', {});
  const toLogin =
    anonymous.status === 307 && /^(https?:\/\/[^/]+)?\/auth\/login\?next=%2Fbench-bare$/.test(anonymous.location ?? '');
  expect({
    status: anonymous.status,
    location: anonymous.location,
    refused: toLogin || anonymous.status === 404,
  }).toMatchObject({ refused: true });
  const { cookie } = await signIn();
  const signedIn = await fetch(`${BASE}/bench-bare`, { headers: { cookie, ...VIA_HTTPS }, redirect: 'manual' });
  expect(
    signedIn.status === 404 ||
      (signedIn.status === 307 && /\/auth\/login/.test(signedIn.headers.get('location') ?? '')),
  ).toBe(true);
});

test('CSRF through the real server: every method refused without the header or cross-site, nothing reaches the backend', async () => {
  const { cookie } = await signIn();
  const before = received.length;
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const target of ['/api/search/offers', '/api/jwt/login', '/api/orders/12/agency_edit']) {
      const attacks: Record<string, string>[] = [
        { cookie },
        { cookie, 'x-csrf': '1', 'sec-fetch-site': 'cross-site' },
        { cookie, 'x-csrf': '1', origin: 'https://evil.example' },
      ];
      for (const headers of attacks) {
        const { status } = await rawRequest(method, target, headers);
        expect({ method, target, status }).toEqual({ method, target, status: 403 });
      }
    }
  }
  expect(received.slice(before)).toEqual([]);
});

test('proxy fuzz through the real server: no hostile path reaches the backend outside the allowlist', async () => {
  test.setTimeout(180_000);
  const { cookie } = await signIn();
  // A plain call is recorded: the recorder does see what gets through.
  const plainCall = async () => {
    const before = received.length;
    expect((await rawRequest('GET', '/api/jwt/user', { cookie, 'x-csrf': '1' })).status).toBe(200);
    expect(received.slice(before)).toEqual([{ method: 'GET', url: '/api/jwt/user' }]);
  };
  await plainCall();

  const sample = hostilePaths().filter((_, i) => i % 3 === 0);
  expect(sample.length).toBeGreaterThanOrEqual(80);
  const start = received.length;
  const statuses = new Map<number, number>();
  for (const raw of sample) {
    for (const method of ['GET', 'POST']) {
      const answer = await rawRequest(method, `/api/${raw}`, { cookie, 'x-csrf': '1' });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // Next's own path normalisation (backslashes, `//`, dot segments) redirects within this site only.
      if (answer.status === 308) expect(answer.location).toMatch(/^\/(?![/\\])/);
      // Malformed percent-encoding (`%c0%af`, `%u002e`) makes Next fail to decode the route's
      // parameters before any of our code runs: a bare 500, no data (docs/testing.md, "Known and left").
      if (answer.status === 500) expect(answer.body).toBe('Internal Server Error');
    }
  }
  const forwarded = received.slice(start);
  const outside = forwarded.filter(
    ({ method, url }) => !url.startsWith('/api/') || !isAllowedBackendPath(method, url.slice('/api/'.length)),
  );
  console.info(
    `proxy fuzz via the server: ${sample.length} paths x 2 methods, ${forwarded.length} reached the backend (all allowlisted), statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(outside).toEqual([]);
  expect([...statuses.keys()].filter((status) => ![200, 308, 400, 404, 431, 500].includes(status))).toEqual([]);
  // The server is still whole.
  await plainCall();
});
