import { createHash } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { env, type Env } from '@/lib/env';
import type { Credentials } from '@/lib/schemas/auth';
import { readCookie } from '@/lib/bff/cookies';
import { TtlCache } from '@/lib/shared/ttl-cache';

/**
 * The portal's session: an iron-sealed cookie holding the backend tokens (docs/architecture.md §3).
 * Plain functions over header strings so proxy.ts, route handlers, Server Components and
 * tests share one implementation.
 */

export const sessionDataSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** Access-token expiry, ms since epoch. */
  expiresAt: z.number(),
  /**
   * When the portal received the access token, ms since epoch: with expiresAt, the token's
   * lifetime, which bounds the refresh-ahead window (lib/bff/session-call.ts refreshDue).
   * Missing in cookies written before it existed.
   */
  issuedAt: z.number().optional(),
  /** The user's role, for the landing redirect from `/`. */
  alias: z.string().optional(),
});
export type SessionData = z.infer<typeof sessionDataSchema>;

export interface SessionConfig {
  /** iron-session password, at least 32 characters (lib/env.ts enforces it): new cookies are sealed with it. */
  password: string;
  /** The password `password` replaced (SESSION_SECRET_PREVIOUS): cookies sealed with it are still read. */
  previousPassword?: string;
  /** Secure + `__Host-` prefix; on behind TLS. */
  secure: boolean;
  /** Seal and cookie lifetime in seconds. */
  ttlSeconds: number;
}

/** 12 h: a working day. The refresh token's own lifetime at the backend still applies. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** Used when a login answer carries neither a JWT `exp` nor `expires_in`: a wrong guess costs one 401 + refresh. */
const FALLBACK_ACCESS_TTL_MS = 5 * 60 * 1000;

export function sessionCookieName(secure: boolean): string {
  // `__Host-` makes the browser refuse the cookie unless Secure, Path=/ and no Domain.
  return secure ? '__Host-agency_session' : 'agency_session';
}

export function sessionConfigFromEnv(source: Env = env()): SessionConfig {
  return {
    password: source.sessionSecret,
    ...(source.previousSessionSecret ? { previousPassword: source.previousSessionSecret } : {}),
    secure: source.secureCookies,
    ttlSeconds: SESSION_TTL_SECONDS,
  };
}

/**
 * A secret's id in iron-session's password map, which each seal names: derived from the secret
 * (48 bits of its SHA-256, from 2 up), so a cookie names the secret that sealed it whatever the
 * order of rotations, and the map opens it while that secret is current or previous
 * (docs/deployment.md, "Rotating SESSION_SECRET"). Id 1 is what seals made with a plain string
 * password name: cookies from before ids were derived.
 */
const passwordIds = new Map<string, number>();
function passwordId(password: string): number {
  let id = passwordIds.get(password);
  if (id === undefined) {
    id = 2 + Number.parseInt(createHash('sha256').update(password).digest('hex').slice(0, 12), 16);
    passwordIds.set(password, id);
  }
  return id;
}

/** The map new cookies are sealed with: the current password alone. */
function sealingPasswords(config: SessionConfig): Record<number, string> {
  return { [passwordId(config.password)]: config.password };
}

/** The map cookies are opened with: current and previous password, and id 1 for seals made before ids. */
function openingPasswords(config: SessionConfig): Record<number, string> {
  const map: Record<number, string> = {
    1: config.previousPassword ?? config.password,
    [passwordId(config.password)]: config.password,
  };
  if (config.previousPassword) map[passwordId(config.previousPassword)] = config.previousPassword;
  return map;
}

/** Which passwords a cached opening was made under (the cache must not outlive a rotation). */
const passwordsKey = (config: SessionConfig) => `${config.password}\n${config.previousPassword ?? ''}`;

/** Access-token expiry: the JWT `exp` (decoded, not verified: the backend verifies), else `expires_in`. */
export function accessTokenExpiry(accessToken: string, expiresInS: number | undefined, now = Date.now()): number {
  try {
    const { exp } = decodeJwt(accessToken);
    if (typeof exp === 'number') return exp * 1000;
  } catch {
    // Not a JWT (opaque token): fall through to expires_in.
  }
  if (expiresInS !== undefined) return now + expiresInS * 1000;
  return now + FALLBACK_ACCESS_TTL_MS;
}

export function sessionFromCredentials(
  credentials: Credentials,
  alias: string | undefined,
  now = Date.now(),
): SessionData {
  return {
    accessToken: credentials.access_token,
    refreshToken: credentials.refresh_token,
    expiresAt: accessTokenExpiry(credentials.access_token, credentials.expires_in, now),
    issuedAt: now,
    ...(alias === undefined ? {} : { alias }),
  };
}

export async function sealSession(data: SessionData, config: SessionConfig): Promise<string> {
  return sealData(data, { password: sealingPasswords(config), ttl: config.ttlSeconds });
}

/**
 * Cookies already opened, keyed by the sealed value: a page request unseals its cookie in
 * proxy.ts and again in lib/backend, a BFF call once more, ~1 ms of crypto each. Safe to reuse
 * because the seal is authenticated: the same string always opens to the same data under the
 * same password, and an entry lives no longer than the seal's own expiry. Only opened seals are
 * kept; a refresh writes a new cookie, which is a new key.
 */
const opened = new TtlCache<{ password: string; data: SessionData }>(1000);

/** The seal's expiry (ms since epoch, covered by its MAC), or null when it has none. */
function sealExpiry(value: string): number | null {
  const expiration = value.split('~')[0]!.split('*')[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : null;
}

/** The session in a sealed cookie value; null when missing, tampered, expired or malformed. */
export async function unsealSession(value: string | undefined, config: SessionConfig): Promise<SessionData | null> {
  if (!value) return null;
  const hit = opened.get(value);
  // A copy: callers build new sessions from it and must not change the cached one.
  const passwords = passwordsKey(config);
  if (hit && hit.password === passwords) return { ...hit.data };
  let data: unknown;
  try {
    data = await unsealData<unknown>(value, { password: openingPasswords(config), ttl: config.ttlSeconds });
  } catch {
    // unsealData throws on garbage it cannot even parse; a forged cookie is just "no session".
    return null;
  }
  const parsed = sessionDataSchema.safeParse(data);
  if (!parsed.success) return null;
  const expiresAt = sealExpiry(value);
  // A seal without expiry (ttl 0) is not kept: nothing would bound the entry's life.
  if (expiresAt !== null) opened.set(value, { password: passwords, data: parsed.data }, expiresAt);
  return { ...parsed.data };
}

/** The session from a Cookie request header. */
export async function readSession(
  cookieHeader: string | null | undefined,
  config: SessionConfig,
): Promise<SessionData | null> {
  return unsealSession(readCookie(cookieHeader, sessionCookieName(config.secure)), config);
}

function cookieAttributes(config: SessionConfig, maxAge: number): string {
  const parts = ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAge}`];
  if (maxAge === 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (config.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The Set-Cookie value carrying an already sealed session (proxy.ts also needs the sealed value). */
export function sealedSessionSetCookie(sealed: string, config: SessionConfig): string {
  // The cookie dies a minute before the seal does, as iron-session itself does.
  return `${sessionCookieName(config.secure)}=${sealed}; ${cookieAttributes(config, Math.max(config.ttlSeconds - 60, 1))}`;
}

/** The Set-Cookie value for a new or updated session. */
export async function sessionSetCookie(data: SessionData, config: SessionConfig): Promise<string> {
  return sealedSessionSetCookie(await sealSession(data, config), config);
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionSetCookie(config: SessionConfig): string {
  return `${sessionCookieName(config.secure)}=; ${cookieAttributes(config, 0)}`;
}

/**
 * A value sealed for the other replicas with the session secret (the refresh lock's result,
 * lib/bff/refresh.ts): what Redis holds is as unreadable as a cookie, and a replica opens it with
 * the same passwords as a cookie, so a SESSION_SECRET rotation does not get in the way.
 */
export async function sealForReplicas(value: unknown, config: SessionConfig, ttlSeconds: number): Promise<string> {
  return sealData(value, { password: sealingPasswords(config), ttl: ttlSeconds });
}

/** The value of sealForReplicas; null when it does not open (expired, another secret, garbage). */
export async function unsealFromReplicas(sealed: string, config: SessionConfig): Promise<unknown> {
  try {
    return await unsealData<unknown>(sealed, { password: openingPasswords(config) });
  } catch {
    return null;
  }
}
