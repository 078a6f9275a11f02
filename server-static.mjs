// @ts-check
// Next's build output under /_next/static/ (scripts, styles), compressed once at build time and
// served by server.mjs without Next: Next's server gzips each of these files again on every
// request and offers no brotli (docs/performance.md). A handler of our own rather than sirv for
// the reasons docs/architecture.md §9 ("Static files") measures.
// - build time (scripts/standalone-assets.mjs): precompress(dir) writes `<file>.br` (brotli,
//   quality 11) and `<file>.gz` (gzip, level 9) beside each text file of `.next/static`, which is
//   then copied into the standalone tree with them (a variant newer than its file is kept);
// - run time (server.mjs): staticFiles(dir) indexes that folder once, and its serve(req, res) answers
//   a GET or HEAD of a file in the index, in the best encoding the browser accepts. Anything not in
//   the index (another path, another method) is left to Next: serve() returns false.
import { createReadStream, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const STATIC_PREFIX = '/_next/static/';

/**
 * The types Next gives these files; a file of another kind stays with Next.
 * @type {Record<string, string | undefined>}
 */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
  '.woff2': 'font/woff2',
};
/** Already compressed formats: no variants. */
const BINARY = new Set(['.woff2']);
/** A variant is kept only when it saves at least this share of the file. */
const WORTH = 0.9;

const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: promisify(brotliCompress),
    options: { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } },
  },
  { name: 'gzip', suffix: '.gz', compress: promisify(gzip), options: { level: 9 } },
];

/**
 * @param {string} dir
 * @param {string[]} [into]
 * @returns {string[]}
 */
function walk(dir, into = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, into);
    else if (entry.isFile()) into.push(full);
  }
  return into;
}

/** @param {string} file */
const isVariant = (file) => ENCODINGS.some((encoding) => file.endsWith(encoding.suffix));

/**
 * Writes the .br and .gz variants of every text file under `dir`; returns how many files and bytes.
 * @param {string} dir
 */
export async function precompress(dir) {
  const files = walk(dir).filter(
    (file) => !isVariant(file) && TYPES[path.extname(file)] && !BINARY.has(path.extname(file)),
  );
  let raw = 0;
  let brotli = 0;
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      raw += bytes.length;
      const written = statSync(file).mtimeMs;
      for (const encoding of ENCODINGS) {
        const existing = statSync(file + encoding.suffix, { throwIfNoEntry: false });
        if (existing && existing.mtimeMs >= written) {
          if (encoding.name === 'br') brotli += existing.size;
          continue;
        }
        const packed = await encoding.compress(bytes, encoding.options);
        if (packed.length > bytes.length * WORTH) continue;
        await writeFile(file + encoding.suffix, packed);
        if (encoding.name === 'br') brotli += packed.length;
      }
    }),
  );
  return { files: files.length, raw, brotli };
}

/**
 * Whether an Accept-Encoding header allows `name` (a listed token, or `*`, without q=0).
 * @param {string | undefined} header
 * @param {string} name
 */
export function accepts(header, name) {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (token.trim() === name) return !refused;
    if (token.trim() === '*') star = !refused;
  }
  return star;
}

/**
 * The index of `dir` (the standalone tree's `.next/static`) and the handler that serves it. Files
 * are read from disk per request (the OS caches them); the index holds names, types and sizes.
 * @param {string} dir
 */
export function staticFiles(dir) {
  /** @type {Map<string, { file: string; type: string; length: number; variants: { name: string; file: string; length: number }[]; etag: string; modified: string }>} */
  const index = new Map();
  const all = walk(dir);
  const present = new Set(all);
  for (const file of all) {
    const type = TYPES[path.extname(file)];
    if (!type || isVariant(file)) continue;
    const stat = statSync(file);
    const variants = ENCODINGS.filter((encoding) => present.has(file + encoding.suffix)).map((encoding) => ({
      name: encoding.name,
      file: file + encoding.suffix,
      length: statSync(file + encoding.suffix).size,
    }));
    const url = STATIC_PREFIX + path.relative(dir, file).split(path.sep).join('/');
    index.set(url, {
      file,
      type,
      length: stat.size,
      variants,
      etag: `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`,
      modified: stat.mtime.toUTCString(),
    });
  }

  /**
   * Answers the request and returns true, or returns false for Next to answer it.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  function serve(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const end = req.url.search(/[?#]/);
    const entry = index.get(end === -1 ? req.url : req.url.slice(0, end));
    if (!entry) return false;
    const variant = entry.variants.find((candidate) => accepts(req.headers['accept-encoding'], candidate.name));
    const etag = variant ? `W/${entry.etag.slice(0, -1)}-${variant.name}"` : `W/${entry.etag}`;
    const fields = [
      'content-type',
      entry.type,
      'cache-control',
      'public, max-age=31536000, immutable',
      'etag',
      etag,
      'last-modified',
      entry.modified,
      'x-content-type-options',
      'nosniff',
    ];
    if (entry.variants.length > 0) fields.push('vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, fields).end();
      return true;
    }
    fields.push('content-length', String(variant ? variant.length : entry.length));
    if (variant) fields.push('content-encoding', variant.name);
    res.writeHead(200, fields);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    pipeline(createReadStream(variant ? variant.file : entry.file), res).catch((error) => {
      // pipeline has closed both ends; a browser that went away is no news, a file that cannot be read is.
      if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') console.error(`${req.url}: ${error.message}`);
    });
    return true;
  }

  return { serve };
}
