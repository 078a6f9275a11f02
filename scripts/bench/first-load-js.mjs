// First-load JavaScript of a page: every <script src> of its server-rendered HTML that a modern
// browser runs (not `nomodule`), each gzipped by node:zlib at level 9 and summed.
import { gzipSync } from 'node:zlib';

export const GZIP_LEVEL = 9;

/** The script URLs of `html`, absolute, in page order, each once. */
export function scriptSources(html, pageUrl) {
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) sources.push(new URL(src.replaceAll('&amp;', '&'), pageUrl).href);
  }
  return [...new Set(sources)];
}

export async function firstLoadJs(pageUrl, headers = {}) {
  const page = await fetch(pageUrl, { headers, redirect: 'manual' });
  if (page.status !== 200) throw new Error(`${pageUrl}: ${page.status}, not the page (signed in?)`);
  const scripts = [];
  for (const src of scriptSources(await page.text(), pageUrl)) {
    const response = await fetch(src);
    if (!response.ok) throw new Error(`${src}: ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    scripts.push({ src: new URL(src).pathname, bytes: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length });
  }
  return {
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}
