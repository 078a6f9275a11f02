import { landingPathFor } from '@/lib/landing-path';
import { canAny, routeAccess } from '@/lib/shared/permissions';
import type { SessionData } from '@/lib/session';
import { LOGIN_PATH } from '@/lib/bff/config';
import { refreshDue } from '@/lib/bff/session-call';

/**
 * Page routing rules of proxy.ts as a pure function (docs/product.md §2, docs/architecture.md §3), so every case
 * is unit-tested without Next.
 */

export type ProxyDecision =
  /** Render the page the address names; refresh the tokens first when `refresh`. */
  | { kind: 'continue'; refresh: boolean }
  /** Send the browser elsewhere; `location` is always a relative path. */
  | { kind: 'redirect'; location: string }
  /**
   * A page outside the session's role (lib/shared/permissions.ts `ROUTES`): render the 403 page
   * (`FORBIDDEN_PATH`) at this address instead; refresh the tokens first when `refresh`.
   */
  | { kind: 'forbidden'; refresh: boolean };

export interface ProxyInput {
  pathname: string;
  /** Query string including `?`, or empty. */
  search: string;
  session: SessionData | null;
  now: number;
}

/** Request header proxy.ts sets to the page's path + query, for lib/backend's refresh redirect. */
export const PORTAL_PATH_HEADER = 'x-portal-path';

/** The 403 page in the portal's chrome (app/(portal)/forbidden/page.tsx), rendered for a page outside the role. */
export const FORBIDDEN_PATH = '/forbidden';

/**
 * The empty page `npm run bench` measures as its baseline (app/bench-bare): in the benchmark's
 * build only (benchRoutesBuilt), where it is open with or without a session, so it costs what a
 * bare page of this build costs, and it shows and links nothing. In any other build it is a page
 * like the others (no session: the login) that does not exist (404).
 */
export const BENCH_BARE_PATH = '/bench-bare';

/**
 * Whether this build is the benchmark's: PORTAL_BENCH_ROUTES=1 when `next build` ran
 * (scripts/bench/run.mjs sets it). next.config.ts inlines the value into the build, so a
 * production server started with the variable still has no benchmark routes.
 */
export const benchRoutesBuilt = () => process.env.PORTAL_BENCH_ROUTES === '1';

/** Routes reachable without a session: the table's public routes (the empty-layout auth screens, the client's page of a selection). */
export function isAuthRoute(pathname: string): boolean {
  return routeAccess(pathname) === 'public';
}

/** /auth/login?next=<where the user was going>, relative, so it can never leave the portal. */
export function loginRedirect(pathname: string, search: string): string {
  if (pathname === '/' && !search) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

export function decideProxy({ pathname, search, session, now }: ProxyInput): ProxyDecision {
  if (pathname === BENCH_BARE_PATH && benchRoutesBuilt()) return { kind: 'continue', refresh: false };
  // The route table's entry, resolved once: public routes (the empty-layout auth screens) need no session.
  const access = routeAccess(pathname);
  if (access === 'public') {
    // A signed-in user has nothing to do on the login form: send them home.
    if (session && pathname.replace(/\/+$/, '') === LOGIN_PATH)
      return { kind: 'redirect', location: landingPathFor(session.alias) };
    return { kind: 'continue', refresh: false };
  }
  if (!session) return { kind: 'redirect', location: loginRedirect(pathname, search) };
  if (pathname === '/') {
    const landing = landingPathFor(session.alias);
    if (landing !== '/') return { kind: 'redirect', location: landing };
  }
  const refresh = refreshDue(session, now);
  // The 403 page's own address answers as what it shows.
  if (pathname === FORBIDDEN_PATH) return { kind: 'forbidden', refresh };
  // Once per page request, for every page of the table: the role in the session against the route's capabilities.
  if (access !== null && access !== 'signed-in' && !canAny(session.alias ?? '', access))
    return { kind: 'forbidden', refresh };
  return { kind: 'continue', refresh };
}
