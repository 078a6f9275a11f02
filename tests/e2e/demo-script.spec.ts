import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { DEMO_BACKEND_PORT, DEMO_PORTAL_PORT } from './ports';

// `npm run demo` (scripts/demo.mjs) on ports and a database of its own, stopped the way a process
// manager or `kill` stops it: SIGTERM to the script's own process only, not to its group.

/** Whether something accepts connections on the port now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

test('a SIGTERM to `npm run demo` stops both the demo backend and the portal', async () => {
  test.setTimeout(150_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-demo-script-'));
  const child = spawn(process.execPath, ['scripts/demo.mjs'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      PORT: String(DEMO_PORTAL_PORT),
      DEMO_BACKEND_PORT: String(DEMO_BACKEND_PORT),
      DEMO_DB_PATH: path.join(dataDir, 'demo.sqlite'),
      SESSION_SECRET: 'demo-script-test-secret-0123456789abcdefgh',
      DEMO_JWT_SECRET: 'demo-script-jwt-secret-0123456789abcdefghij',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 120_000, intervals: [500] }).toContain('Demo logins');
    expect(await listening(DEMO_BACKEND_PORT)).toBe(true);
    expect(await listening(DEMO_PORTAL_PORT)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect.poll(() => listening(DEMO_BACKEND_PORT), { timeout: 5_000 }).toBe(false);
    await expect.poll(() => listening(DEMO_PORTAL_PORT), { timeout: 5_000 }).toBe(false);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
