import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';

// The built server as the container starts it (node .next/standalone/server.js): a production
// server must refuse to start without a session secret of at least 32 characters, and say why.
const server = path.join(process.cwd(), '.next', 'standalone', 'server.js');

function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const inherited = { ...process.env };
    delete inherited.SESSION_SECRET;
    const child = spawn(process.execPath, [server], {
      env: { ...inherited, NODE_ENV: 'production', PORT: '3199', HOSTNAME: '127.0.0.1', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 15_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe('production start-up', () => {
  test('refuses to start without SESSION_SECRET and names it', async () => {
    const { code, output } = await startServer({});
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET must be set to at least 32 characters in production');
  });

  test('refuses a secret shorter than 32 characters', async () => {
    const { code, output } = await startServer({ SESSION_SECRET: 'x'.repeat(31) });
    expect(code).toBe(1);
    expect(output).toContain('SESSION_SECRET');
  });
});
