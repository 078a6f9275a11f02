/**
 * `next` parameters (login, session refresh) come from the URL, so anyone can craft them. Only a
 * same-origin relative path may be followed; anything else would be an open redirect.
 */
export function safeNextPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2048) return fallback;
  // `//host` and `/\host` are protocol-relative to browsers; control characters can hide either.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = 'http://portal.invalid';
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
