#!/usr/bin/env node
// Where a portal's CPU went: `node scripts/bench/cpu-profile.mjs <file.cpuprofile> [top]` prints the
// self time by package (next's runtime, node internals, the GC, our chunks), then the self and the
// inclusive time by original source file: frames of the build's chunks are mapped back through
// their .map files (.next/server/chunks/**.map), so `lib/backend/client.ts` shows instead of a
// minified chunk. Profiles come from the standalone server run with Node's own flag, e.g.
//   node --cpu-prof --cpu-prof-dir=/tmp/prof .next/standalone/server.mjs   (then load it, then stop it)
// A tool for finding what to cut, not a figure of the benchmark (the profiler slows the server).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

const [file, topArg = '25'] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/bench/cpu-profile.mjs <file.cpuprofile> [top]');
  process.exit(1);
}
const top = Number(topArg);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));

const maps = new Map();
/** The chunk's source map; the standalone tree has no maps, the build's .next has them. */
function sourceMap(url) {
  if (!maps.has(url)) {
    const path = `${url.replace(/^file:\/\//, '').replace('/.next/standalone/.next/', '/.next/')}.map`;
    maps.set(url, url.includes('/.next/') && existsSync(path) ? new SourceMap(JSON.parse(readFileSync(path, 'utf8'))) : null);
  }
  return maps.get(url);
}

function group({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/)?(compiled\/[^/]+|server\/[^/]+)?/.exec(url);
  if (pkg) return pkg[1] === 'next' && pkg[2] ? `next ${pkg[2]}` : pkg[1];
  return url.includes('/.next/') ? 'the build (.next chunks)' : url.replace(/^file:\/\//, '');
}

const originals = new Map();
/** The original file of a frame in the build's chunks (mapped), else null. */
function original(node) {
  if (!originals.has(node.id)) {
    const { url, lineNumber, columnNumber } = node.callFrame;
    const entry = url ? sourceMap(url)?.findEntry(lineNumber, columnNumber) : undefined;
    originals.set(node.id, entry?.originalSource ? entry.originalSource.replace(/^.*?(?:\.\.\/)+/, '').replace(/^turbopack:\/\/\/\[project\]\//, '') : null);
  }
  return originals.get(node.id);
}

const selfMs = new Map();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const byGroup = new Map();
const selfByFile = new Map();
const inclusiveByFile = new Map();
for (const [id, ms] of selfMs) {
  const node = nodes.get(id);
  add(byGroup, group(node.callFrame), ms);
  const own = original(node);
  if (own) add(selfByFile, own, ms);
  // Each file once per stack, however often it recurs in it.
  const seen = new Set();
  for (let at = id; at !== undefined; at = parents.get(at)) {
    const source = original(nodes.get(at));
    if (!source || seen.has(source)) continue;
    seen.add(source);
    add(inclusiveByFile, source, ms);
  }
}

for (const [title, map] of [
  ['self time by package', byGroup],
  ['self time by original file (the build only)', selfByFile],
  ['inclusive time by original file (the build only)', inclusiveByFile],
]) {
  console.log(`\n${title}, of ${total.toFixed(0)} ms sampled`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
}
