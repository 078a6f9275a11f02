#!/usr/bin/env node
// The static-file server of server.mjs (server-static.mjs) beside sirv, on what decides between
// them (docs/architecture.md §9):
//   npm install --no-save sirv@3 && node scripts/bench/static-files.mjs
// (or SIRV=<path to sirv's build.mjs> when it is installed elsewhere)
// - a browser that refuses brotli (`Accept-Encoding: br;q=0, gzip`): which encoding each answers;
// - browsers that go away mid-file: the process's open file descriptors after 200 such requests;
// - CPU per request: 3000 sequential GETs of a build-sized script as Chromium asks for it, the
//   server's own CPU time (it runs in its own process; its /proc stat read before and after).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

if (process.argv[2] === 'serve') {
  // The child: one server on `dir`, mounted at /_next/static/ as server.mjs mounts it.
  const [, , , which, dir] = process.argv;
  const { STATIC_PREFIX, staticFiles } = await import(path.join(root, 'server-static.mjs'));
  let handle;
  if (which === 'server-static') {
    const { serve } = staticFiles(dir);
    handle = (req, res) => serve(req, res);
  } else {
    const { default: sirv } = await import(process.env.SIRV ?? 'sirv');
    const files = sirv(dir, { brotli: true, gzip: true, etag: true, maxAge: 31536000, immutable: true, extensions: [] });
    handle = (req, res) => {
      const url = req.url;
      req.url = url.slice(STATIC_PREFIX.length - 1);
      let found = true;
      files(req, res, () => (found = false));
      req.url = url;
      return found;
    };
  }
  const server = http.createServer((req, res) => {
    if (!handle(req, res)) res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
  process.on('message', (message) => {
    if (message === 'fds') process.send?.({ fds: readdirSync('/proc/self/fd').length });
  });
} else {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  mkdirSync(path.join(dir, 'chunks'));
  // A large script (still in flight when a browser goes away) and a build-sized one.
  const text = (bytes) => `/* ${randomBytes(bytes / 2).toString('hex')} */\n`.repeat(4);
  writeFileSync(path.join(dir, 'chunks', 'large.js'), text(1024 * 1024));
  writeFileSync(path.join(dir, 'chunks', 'page.js'), readFileSync(path.join(root, 'node_modules', 'react-dom', 'cjs', 'react-dom.production.js')).subarray(0, 60 * 1024));
  const { precompress } = await import(path.join(root, 'server-static.mjs'));
  await precompress(dir);

  const get = (port, file, headers, abort = false) =>
    new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: `/_next/static/chunks/${file}`, headers, agent: abort ? false : keepAlive }, (res) => {
        if (abort) {
          res.socket.destroy();
          return resolve({ status: res.statusCode });
        }
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'] ?? 'identity' }));
      });
      request.on('error', reject);
    });
  const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ticks = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  const clock = 100; // USER_HZ

  for (const which of ['server-static', 'sirv']) {
    const child = fork(import.meta.filename, ['serve', which, dir], { stdio: 'inherit' });
    const port = await new Promise((resolve) => child.once('message', resolve));
    const fds = () => new Promise((resolve) => (child.once('message', (m) => resolve(m.fds)), child.send('fds')));
    const refused = await get(port, 'page.js', { 'accept-encoding': 'br;q=0, gzip' });
    for (let i = 0; i < 300; i++) await get(port, 'page.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const before = ticks(child.pid);
    const count = 3000;
    for (let i = 0; i < count; i++) await get(port, 'page.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const cpuMs = ((ticks(child.pid) - before) * 1000) / clock / count;
    const fdsBefore = await fds();
    for (let i = 0; i < 200; i++) await get(port, 'large.js', { 'accept-encoding': 'identity' }, true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const fdsAfter = await fds();
    console.log(`${which}: 'br;q=0, gzip' answered with ${refused.encoding}; ${cpuMs.toFixed(3)} ms CPU per request (${count} sequential); open fds ${fdsBefore} -> ${fdsAfter} after 200 aborted transfers`);
    child.kill();
  }
  keepAlive.destroy();
  rmSync(dir, { recursive: true, force: true });
}
