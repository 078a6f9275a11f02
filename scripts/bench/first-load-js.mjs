// First-load JavaScript of a page as shipped (docs/performance.md "First-load script as shipped
// (brotli), every route"): every <script src> of its server-rendered HTML that a modern browser runs
// (not `nomodule`), each fetched with the Accept-Encoding header Chromium sends, and the body's bytes
// counted as they come over the wire, in the encoding the server chose (brotli for every file the
// build precompressed: server-static.mjs). node:http, not fetch: fetch decodes the body and hides
// what was sent.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** What Chromium sends with a script request. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync, identity: (bytes) => bytes };

/**
 * The script URLs of `html`, absolute, in page order, each once: every `<script src>`, and every
 * script the page asks the browser to preload (`<link rel="preload" as="script">`,
 * `<link rel="modulepreload">`), which is how a component rendered on the server but loaded with
 * `next/dynamic` names its chunk: the page needs it to hydrate.
 */
export function scriptSources(html, pageUrl) {
  const sources = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = tag.toLowerCase().startsWith('<script')
      ? /\ssrc="([^"]+)"/i.exec(tag)?.[1]
      : /\srel="(?:preload|modulepreload)"/i.test(tag) && (/\srel="modulepreload"/i.test(tag) || /\sas="script"/i.test(tag))
        ? /\shref="([^"]+)"/i.exec(tag)?.[1]
        : undefined;
    if (src) sources.push(new URL(src.replaceAll('&amp;', '&'), pageUrl).href);
  }
  return [...new Set(sources)];
}

/** GET `url` as a browser asks for a script: {status, encoding, wire (body bytes as sent), bytes (decoded)}. */
export function fetchShipped(url) {
  const client = url.startsWith('https:') ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, accept: '*/*' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
        const decode = DECODE[encoding];
        if (!decode) return reject(new Error(`${url}: Content-Encoding ${encoding}, which this measure cannot decode`));
        const length = response.headers['content-length'];
        if (length !== undefined && Number(length) !== body.length) {
          return reject(new Error(`${url}: Content-Length ${length}, body ${body.length} bytes`));
        }
        resolve({ status: response.statusCode, encoding, wire: body.length, bytes: response.statusCode === 200 ? decode(body).length : 0 });
      });
    });
    request.on('error', reject);
  });
}

/**
 * The page's first-load scripts: `scripts` [{src (path), bytes (decoded), shipped (on the wire),
 * encoding}], and their sums `bytes` and `shipped`. `cache` (a Map by URL) saves fetching a script
 * another page already loaded: the build's names are content hashes.
 */
export async function firstLoadJs(pageUrl, headers = {}, cache = new Map()) {
  const page = await fetch(pageUrl, { headers, redirect: 'manual' });
  if (page.status !== 200) throw new Error(`${pageUrl}: ${page.status}, not the page (signed in?)`);
  const scripts = [];
  for (const src of scriptSources(await page.text(), pageUrl)) {
    if (!cache.has(src)) {
      const answer = await fetchShipped(src);
      if (answer.status !== 200) throw new Error(`${src}: ${answer.status}`);
      cache.set(src, answer);
    }
    const { encoding, wire, bytes } = cache.get(src);
    scripts.push({ src: new URL(src).pathname, bytes, shipped: wire, encoding });
  }
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    shipped: scripts.reduce((sum, script) => sum + script.shipped, 0),
  };
}
