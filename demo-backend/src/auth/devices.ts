import type { Session } from '@/lib/schemas/profile';

/**
 * What a session's user agent says: the kind of device, the browser and the system, in the words
 * the sessions list shows (GET v1/profile/sessions). Coarse on purpose: the user recognises
 * "Chrome on Windows", not a version string.
 */
export function describeUserAgent(userAgent: string | null): { device: Session['device']; browser: string; os: string } {
  const ua = userAgent ?? '';
  const device: Session['device'] = /iPad|Tablet/i.test(ua) ? 'tablet' : /Mobile|iPhone|Android/i.test(ua) ? 'phone' : ua ? 'desktop' : 'unknown';
  const browser =
    /Edg\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /YaBrowser\//.test(ua) ? 'Yandex Browser'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : 'Unknown';
  const os =
    /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : 'Unknown';
  return { device, browser, os };
}

/**
 * The demo's stand-in for an IP-to-place lookup: a few documentation and well-known ranges get a
 * city, everything else (loopback, private networks) is unknown. A real backend asks a GeoIP base.
 */
const PLACES: [RegExp, string][] = [
  [/^(::ffff:)?89\.28\./, 'Chișinău, Moldova'],
  [/^(::ffff:)?188\.138\./, 'Bălți, Moldova'],
  [/^(::ffff:)?86\.120\./, 'Iași, Romania'],
  [/^(::ffff:)?93\.75\./, 'Kyiv, Ukraine'],
];

export function placeOf(ip: string | undefined): string | null {
  if (!ip) return null;
  return PLACES.find(([range]) => range.test(ip))?.[1] ?? null;
}
