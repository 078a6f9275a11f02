import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { UNKNOWN_AGENT, type Session } from '@/lib/schemas/profile';
import type { ClientOf } from '../http/rate-limit';
import type { SessionOrigin } from './sessions';

/** What a session's user agent says, in the fields the sessions list shows (GET v1/profile/sessions). */
export type AgentDescription = Pick<Session, 'device' | 'browser' | 'browser_version' | 'os' | 'os_version'>;

const DEVICE_OF: Record<string, Session['device']> = { desktop: 'desktop', mobile: 'phone', tablet: 'tablet' };

/**
 * The device kind, browser (with its major version) and system (with its version) of a user
 * agent, read by the maintained parser bowser. What it cannot name is UNKNOWN_AGENT (the device
 * "unknown") and a version it cannot read is null. Windows is named by its release ("10"), not its
 * NT kernel number.
 */
export function describeUserAgent(userAgent: string | null): AgentDescription {
  const ua = userAgent?.trim() ?? '';
  // bowser refuses an empty agent; a session opened without one is simply unknown.
  const parsed = ua ? Bowser.parse(ua) : null;
  const major = parsed?.browser.version?.split('.')[0];
  const osVersion = parsed?.os.name === 'Windows' ? parsed.os.versionName : parsed?.os.version;
  return {
    device: DEVICE_OF[parsed?.platform.type ?? ''] ?? 'unknown',
    browser: parsed?.browser.name || UNKNOWN_AGENT,
    browser_version: major || null,
    os: parsed?.os.name || UNKNOWN_AGENT,
    os_version: osVersion || null,
  };
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

/**
 * Where a call comes from, as a session keeps it: the client's address (the portal's
 * X-Forwarded-For, believed from the portal only), its place, and the browser's agent, which the
 * portal forwards on every call of a browser (docs/product.md "The profile", sessions). With
 * `agent: false` the agent is left out: the portal's own token refresh carries none.
 */
export function originOf(clientOf: ClientOf, request: FastifyRequest, agent = true): SessionOrigin {
  const ip = clientOf(request);
  return { ip, place: placeOf(ip), ...(agent ? { userAgent: request.headers['user-agent'] } : {}) };
}
