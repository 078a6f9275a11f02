// The processes of the load suite, each started by PID and stopped by that PID: the demo backend
// (stoppable and restartable on the same port and database), standalone portal processes, a
// slow stub backend for the timeout check, nginx in front of several portals, and the Redis the
// replicas share.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PORTAL_ON_THIS_HOST } from '../portal-on-this-host.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
/** Test-only; 40 characters so the production check (at least 32) passes. Shared by every portal process. */
export const LOAD_SESSION_SECRET = 'load-test-session-secret-0123456789abcde';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers below 500; throws after `timeoutMs` or when `child` exits first. */
export async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the server exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
}

/** A child whose output goes to `log` (kept for the report when something fails). */
function startChild(label, command, args, env, log) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk) => {
    for (const line of String(chunk).split('\n')) if (line) log.push(`[${label}] ${line}`);
    if (log.length > 2000) log.splice(0, log.length - 2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return child;
}

/** Stops one child by its PID: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 3_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** The demo backend on a fixed port and database file, so it can be killed and started again as the same server. */
export function demoBackend({ port, dbPath, env = {}, log }) {
  const url = `http://127.0.0.1:${port}`;
  // One signing key for every start: the tokens it issued stay valid after a restart, as a real
  // server's would (the backend makes a new random one at each start when none is given).
  const jwtSecret = randomBytes(32).toString('base64url');
  let child;
  return {
    url,
    async start() {
      // tsx as a loader in one node process, not the tsx CLI: its CLI runs the server in a child
      // process that a SIGKILL of the CLI would leave running.
      child = startChild(
        'backend',
        process.execPath,
        ['--import', 'tsx', 'demo-backend/src/main.ts'],
        {
          DEMO_BACKEND_PORT: String(port),
          DEMO_DB_PATH: dbPath,
          DEMO_JWT_SECRET: jwtSecret,
          // No background PDF rendering competing with the measured sessions.
          DEMO_WARM_DOCUMENTS: 'false',
          // The portals name each browser in X-Forwarded-For; only they are believed.
          DEMO_TRUST_PROXY: PORTAL_ON_THIS_HOST,
          ...env,
        },
        log,
      );
      await waitFor(`${url}/__demo/health`, child, 120_000);
    },
    /** SIGKILL: the backend dies as a crashed server would, mid-request. */
    kill: () => stopChild(child, 'SIGKILL'),
    stop: () => stopChild(child),
    async stats() {
      return (await fetch(`${url}/__demo/stats`)).json();
    },
  };
}

/** `node .next/standalone/server.mjs` as the container runs it. */
export async function startPortal({ port, backendUrl, env = {}, log, label = 'portal' }) {
  const child = startChild(
    label,
    process.execPath,
    ['.next/standalone/server.mjs'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      BOOKING_API_URL: backendUrl,
      SESSION_SECRET: LOAD_SESSION_SECRET,
      SECURE_COOKIES: 'false',
      ...env,
    },
    log,
  );
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/api/health`, child);
  return { url, child, stop: () => stopChild(child) };
}

/** A booking backend slower than the portal's timeout: every answer (an empty JSON object) comes after `delayMs`. */
export async function startSlowBackend({ port, delayMs }) {
  const timers = new Set();
  const server = createServer((request, response) => {
    request.resume();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (response.destroyed) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    }, delayMs);
    timers.add(timer);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * nginx in the foreground as the current user, everything (config, pid, logs, temp files) in
 * `dir`: round-robin over `upstreams` (host:port) on loopback.
 */
export async function startNginx({ port, upstreams, dir, log }) {
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `# Generated by scripts/load/servers.mjs for one load run.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  # Which portal process answered each request, to show both took their share.
  log_format upstream '$upstream_addr $status';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Round-robin (nginx's default), no stickiness: any request may reach any portal process.
  upstream portals {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 32;
    # Below Node's 5 s keep-alive: else nginx may reuse a connection the portal is just closing
    # and answer 502 (seen in the first 50-agent run).
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portals;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      # As a real load balancer does: the portals behind it count it as a trusted hop (TRUSTED_PROXY_HOPS).
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_read_timeout 120s;
      # A failed portal must show as a failure, not be hidden by a retry on the other one.
      proxy_next_upstream off;
    }
  }
}
`,
  );
  // Debian puts it in /usr/sbin, which a non-root PATH may lack.
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = startChild('nginx', binary, ['-p', dir, '-c', conf], {}, log);
  const url = `http://localhost:${port}`;
  await waitFor(`${url}/api/health`, child, 20_000);
  return { url, child, accessLog: path.join(dir, 'access.log'), stop: () => stopChild(child, 'SIGQUIT') };
}

/** Whether a Redis server answers PING on `port`. */
function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => done(String(chunk).startsWith('+PONG')));
  });
}

/**
 * Debian's redis-server (scripts/ensure-tools.sh installs it) on loopback, in memory only
 * (nothing saved to disk), its working directory in `dir`.
 */
export async function startRedis({ port, dir, log }) {
  const binary = existsSync('/usr/bin/redis-server') ? '/usr/bin/redis-server' : 'redis-server';
  const child = startChild(
    'redis',
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    {},
    log,
  );
  const deadline = Date.now() + 20_000;
  while (!(await redisAnswers(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}) before answering`);
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${port} in 20 s`);
    await sleep(100);
  }
  return { url: `redis://127.0.0.1:${port}/0`, child, stop: () => stopChild(child) };
}
