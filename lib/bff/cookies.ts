/**
 * Minimal Cookie-header helpers. proxy.ts, the BFF and tests all work on raw headers, so these
 * avoid depending on Next's cookie stores.
 */

/** The value of one cookie from a Cookie request header; undefined when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not valid percent-encoding was not set by us: treat it as absent.
      return undefined;
    }
  }
  return undefined;
}

/**
 * The Cookie header with `name` set to `value` (replaced or appended). proxy.ts uses it so the
 * Server Components of the same request see freshly refreshed tokens.
 */
export function withCookie(header: string | null | undefined, name: string, value: string): string {
  const kept = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.slice(0, Math.max(part.indexOf('='), 0)).trim() !== name);
  return [...kept, `${name}=${encodeURIComponent(value)}`].join('; ');
}
