import { apiRequest, type ApiInit } from '@/lib/hooks/fetcher';

/** The file name from a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function filenameFromContentDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitize(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''))) || fallback;
    } catch {
      // Malformed percent-encoding: try the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return (value && sanitize(value.trim().replace(/\\(.)/g, '$1'))) || fallback;
}

function sanitize(name: string): string {
  // Never let a server-provided name pick a directory.
  return name.replace(/[/\\]/g, '_').trim();
}

/** Saves a Blob through a temporary link; the browser's download prompt takes it from there. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A file from the BFF (fetch-and-save: every BFF call needs the CSRF header, which a plain link
 * cannot send), saved under the server's Content-Disposition name or `fallbackName`. Resolves to
 * the name it was saved under; a failed call is thrown as the ApiRequestError the caller shows.
 */
export async function downloadFile(path: string, fallbackName: string, init: ApiInit = {}): Promise<string> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/pdf');
  const response = await apiRequest(path, { ...init, headers });
  const name = filenameFromContentDisposition(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
