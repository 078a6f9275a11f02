#!/usr/bin/env node
// After `next build`: the standalone server serves static files only from its own folder, so copy
// `.next/static` and `public/` into it, and the portal's own entry server.mjs (docs/architecture.md §9)
// with what it imports: server-guard.mjs (docs/testing.md "Security"), server-static.mjs, which serves `.next/static` in the brotli and gzip
// variants written here first, and the BFF bundled from lib/bff (bff.mjs, scripts/bff-bundle.mjs).
// Then `node .next/standalone/server.mjs` runs as is (and Next's own `server.js` beside it).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from '../server-static.mjs';
import { bundleBff } from './bff-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** In the standalone folder: the BUILD_ID its assets were copied for. */
const ASSETS_MARK = 'ASSETS_BUILD_ID';
const standalone = path.join(root, '.next', 'standalone');
if (!existsSync(standalone)) {
  console.error('No .next/standalone: run `next build` with output "standalone" first.');
  process.exit(1);
}
const packed = await precompress(path.join(root, '.next', 'static'));
console.log(
  `.next/static: ${packed.files} files, ${Math.round(packed.raw / 1024)} KiB, ${Math.round(packed.brotli / 1024)} KiB as brotli`,
);
for (const [from, to] of [
  ['.next/static', '.next/standalone/.next/static'],
  ['public', '.next/standalone/public'],
]) {
  rmSync(path.join(root, to), { recursive: true, force: true });
  cpSync(path.join(root, from), path.join(root, to), { recursive: true });
}
for (const file of ['server.mjs', 'server-static.mjs', 'server-guard.mjs'])
  cpSync(path.join(root, file), path.join(standalone, file));
await bundleBff(root, standalone);
// Which build the copies are of: scripts/e2e-server.mjs copies again only for another build, so
// end-to-end runs started at once (scripts/test-all.mjs) do not copy over each other.
writeFileSync(path.join(standalone, ASSETS_MARK), readFileSync(path.join(root, '.next', 'BUILD_ID')));
