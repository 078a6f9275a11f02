import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { APP_VERSION } from '../../lib/version';
import { DEMO_PASSWORD } from './helpers';
import { BACKEND_URL, CONTAINER_PORT } from './ports';

// The built server as the Dockerfile's runtime stage starts it: `node server.mjs` in the standalone
// tree, with only the image's ENV (NODE_ENV, PORT, HOSTNAME) and what `docker run -e` adds, so
// nothing in this checkout or this shell's environment can stand in for a missing file or setting.
// Production defaults hold: Secure `__Host-` cookies, as behind a TLS-terminating load balancer.
// PORTAL_SERVER is passed on: with `next`, the same checks run against Next's own server.js
// (docs/deployment.md, "Server modes"), but for what only the portal's entry does.
const standalone = path.join(process.cwd(), '.next', 'standalone');
const portalServer = process.env.PORTAL_SERVER || 'portal';
const origin = `http://127.0.0.1:${CONTAINER_PORT}`;
// Test-only; 40 characters so the production check (at least 32) passes.
const SECRET = 'container-test-secret-0123456789abcdefgh';

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: standalone,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      PORT: String(CONTAINER_PORT),
      HOSTNAME: '0.0.0.0',
      NEXT_TELEMETRY_DISABLED: '1',
      PORTAL_SERVER: portalServer,
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  // A server that neither fails nor is stopped by its test must not outlive the run.
  const timer = setTimeout(() => child.kill('SIGTERM'), 45_000);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/** A request with exactly these headers and the body as sent (fetch would decode it). */
function rawGet(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Polls the health route as a load balancer would, until it answers or the server exits. */
async function waitForHealth(server: Started): Promise<Response> {
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (!exited) {
    try {
      return await fetch(`${origin}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`the server exited before answering:\n${server.output()}`);
}

test.describe('production start-up as in the container', () => {
  // One after another in one worker: each test starts its server on the one CONTAINER_PORT.
  test.describe.configure({ mode: 'default' });
  test('refuses to start without SESSION_SECRET and names it', async () => {
    const server = startServer({});
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SESSION_SECRET must be set to at least 32 characters in production');
  });

  test('refuses a secret shorter than 32 characters', async () => {
    const server = startServer({ SESSION_SECRET: 'x'.repeat(31) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('SESSION_SECRET');
  });

  test('answers its health check, signs an agent in with a secure session cookie and serves the pages and static files', async () => {
    const server = startServer({ SESSION_SECRET: SECRET, BOOKING_API_URL: BACKEND_URL });
    try {
      const health = await waitForHealth(server);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', version: APP_VERSION });
      // The deep check reaches the booking backend named by BOOKING_API_URL.
      const deep = await fetch(`${origin}/api/health?deep=1`);
      expect(deep.status).toBe(200);
      expect(await deep.json()).toMatchObject({ status: 'ok', backend: { reachable: true } });

      // What a load balancer terminating TLS forwards: plain http with x-forwarded-proto.
      const forwarded = { 'x-forwarded-proto': 'https' };
      const login = await fetch(`${origin}/api/jwt/login`, {
        method: 'POST',
        headers: { ...forwarded, 'x-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'agent@demo.travel', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const user = (await login.json()) as { name: string };
      const setCookie = login.headers.getSetCookie().find((cookie) => cookie.startsWith('__Host-'));
      expect(setCookie).toMatch(/; Secure/i);
      expect(setCookie).toMatch(/; HttpOnly/i);
      const cookie = setCookie!.split(';')[0]!;

      const anonymous = await fetch(`${origin}/`, { headers: forwarded, redirect: 'manual' });
      expect(anonymous.status).toBe(307);
      expect(anonymous.headers.get('location')).toMatch(/\/auth\/login/);
      const page = await fetch(`${origin}/`, { headers: { ...forwarded, cookie }, redirect: 'manual' });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(user.name);

      // The page's scripts, styles and theme images come from the standalone tree's copies.
      const assets = [
        html.match(/\/_next\/static\/[^"']+\.js/)?.[0],
        html.match(/\/_next\/static\/[^"']+\.css/)?.[0],
        html.match(/\/themes\/[^"']+\.svg/)?.[0],
      ];
      for (const asset of assets) {
        expect(asset).toBeDefined();
        const response = await fetch(`${origin}${asset}`);
        expect(response.status, asset).toBe(200);
        expect((await response.arrayBuffer()).byteLength, asset).toBeGreaterThan(0);
      }

      // Scripts and styles go out precompressed (server-static.mjs): brotli when the browser takes
      // it, else gzip, else as they are; the same bytes once decoded, cached for a year. Next's
      // own server.js compresses them itself, with gzip only.
      for (const asset of portalServer === 'portal' ? assets.slice(0, 2) : []) {
        const plain = await rawGet(`${origin}${asset}`, { 'accept-encoding': 'identity' });
        expect(plain.status, asset).toBe(200);
        expect(plain.headers['content-encoding'], asset).toBeUndefined();
        expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
        const brotli = await rawGet(`${origin}${asset}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(brotli.headers['content-encoding'], asset).toBe('br');
        expect(brotli.headers.vary).toBe('Accept-Encoding');
        expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
        expect(brotliDecompressSync(brotli.body).equals(plain.body), asset).toBe(true);
        // A browser may refuse brotli outright (q=0).
        const gzipped = await rawGet(`${origin}${asset}`, { 'accept-encoding': 'br;q=0, gzip' });
        expect(gzipped.headers['content-encoding'], asset).toBe('gzip');
        expect(gunzipSync(gzipped.body).equals(plain.body), asset).toBe(true);
        const again = await rawGet(`${origin}${asset}`, {
          'accept-encoding': 'gzip',
          'if-none-match': String(gzipped.headers.etag),
        });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
      }
      const head = await rawGet(`${origin}${assets[0]}`, { 'accept-encoding': 'br' }, 'HEAD');
      expect(head.status).toBe(200);
      if (portalServer === 'portal') expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
      expect(head.body.length).toBe(0);
      const missing = await rawGet(`${origin}/_next/static/chunks/not-built.js`, { 'accept-encoding': 'br' });
      expect(missing.status).toBe(404);
      // Only the files found under .next/static at start-up are served from disk: an encoded `..`
      // is Next's to answer (an unknown page: to the login), never the file it points at.
      const outside = await rawGet(`${origin}/_next/static/%2e%2e/BUILD_ID`, {});
      expect(outside.status).toBe(307);
      expect(outside.body.toString()).not.toContain(
        readFileSync(path.join(standalone, '.next', 'BUILD_ID'), 'utf8').trim(),
      );
    } finally {
      server.child.kill('SIGTERM');
      // 143 is server.mjs's own SIGTERM handler exiting; as PID 1 in a container a process without
      // one ignores SIGTERM, and `docker stop` would wait its 10 s and kill it.
      expect(await server.exited).toBe(143);
    }
  });

  test('a browser that goes away mid-call aborts its backend call', async () => {
    // A stand-in backend that never answers the call: only the portal giving up ends it.
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    let closed!: () => void;
    const backendClosed = new Promise<'closed'>((resolve) => (closed = () => resolve('closed')));
    const backend = createServer((request, response) => {
      if (!request.url?.startsWith('/api/contract/banks')) return void response.writeHead(404).end();
      reached();
      response.on('close', closed);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const server = startServer({
      SESSION_SECRET: SECRET,
      BOOKING_API_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`,
    });
    try {
      await waitForHealth(server);
      const browser = new AbortController();
      // A public call (no session needed), as a page would make it.
      const call = fetch(`${origin}/api/contract/banks`, { headers: { 'x-csrf': '1' }, signal: browser.signal }).catch(
        () => 'gone',
      );
      await arrived;
      browser.abort();
      expect(await call).toBe('gone');
      // Well inside the BFF's 60 s timeout: without the abort the backend would wait for that.
      const stillOpen = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5_000));
      expect(await Promise.race([backendClosed, stillOpen])).toBe('closed');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      backend.closeAllConnections();
      backend.close();
    }
  });

  test('every module of the BFF bundle loads in the standalone tree, the PDF renderer’s included', () => {
    // The bundle leaves react and @react-pdf/renderer to the standalone node_modules, whose trace
    // holds only what Next's build needed: a module that loads under jest (TypeScript, the whole
    // node_modules) can still fail here, and the lazily loaded ones (the saved-offers PDF, each
    // language's messages) only on the first call that needs them.
    const modules = ['bff.mjs', ...readdirSync(path.join(standalone, 'bff')).map((file) => `bff/${file}`)];
    expect(modules.some((file) => file.startsWith('bff/offers-pdf'))).toBe(true);
    const script = `for (const file of ${JSON.stringify(modules)}) await import('./' + file);`;
    const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: standalone,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(loaded.stderr).toBe('');
    expect(loaded.status).toBe(0);
  });

  test('the portal entry hands Next the configuration Next’s own server.js would', () => {
    // server.mjs starts Next with the build's resolved configuration, read from
    // .next/required-server-files.json and put where Next's generated server.js puts it
    // (__NEXT_PRIVATE_STANDALONE_CONFIG): Next's private details (docs/architecture.md §9). Should a Next
    // release move or rename either, this fails before any request does.
    const generated = readFileSync(path.join(standalone, 'server.js'), 'utf8');
    expect(generated).toContain('process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig)');
    const embedded = /^const nextConfig = (.*)$/m.exec(generated)?.[1];
    expect(embedded).toBeDefined();
    const { config } = JSON.parse(
      readFileSync(path.join(standalone, '.next', 'required-server-files.json'), 'utf8'),
    ) as { config: { distDir: string } };
    const own = JSON.parse(embedded!) as { distDir: string };
    // The same, but for how the one folder is written (`.next` here, `./.next` in server.js).
    expect({ ...config, distDir: path.normalize(config.distDir) }).toEqual({
      ...own,
      distDir: path.normalize(own.distDir),
    });
    // And the BFF bundle server.mjs imports is there, built from this checkout's lib/bff.
    expect(existsSync(path.join(standalone, 'bff.mjs'))).toBe(true);
  });

  test("the standalone tree holds the PDF fonts and none of the demo backend's packages", () => {
    // The saved-offers PDF reads them from the server's directory (basket.spec.ts prints one).
    for (const font of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) {
      expect(existsSync(path.join(standalone, 'assets', 'fonts', font)), font).toBe(true);
    }
    // They are the demo-backend workspace's own (demo-backend/package.json); without better-sqlite3
    // the portal image needs no native build.
    for (const demoOnly of ['better-sqlite3', 'fastify'])
      expect(existsSync(path.join(standalone, 'node_modules', demoOnly)), demoOnly).toBe(false);
  });
});
