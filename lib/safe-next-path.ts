/**
 * The `next` query parameter is only followed when it is a path on this site: one leading
 * slash, no `//` or `/\` (protocol-relative, which browsers treat as another host), no control
 * characters. Anything else falls back to the user's landing page.
 */
export function safeNextPath(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/')) return undefined;
  if (next.startsWith('//') || next.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(next)) return undefined;
  if (next.startsWith('/auth/')) return undefined;
  return next;
}
