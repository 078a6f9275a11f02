import type { FastifyInstance } from 'fastify';
import { loginRequestSchema, refreshRequestSchema, type Credentials } from '@/lib/schemas/auth';
import type { User } from '@/lib/schemas/user';
import { authOf } from '../auth/guard';
import { LoginThrottle } from '../auth/login-throttle';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422, tooMany, unauthorized } from '../http/errors';
import { clientsOf, clockOf, limitsOf } from '../limits';
import { isLocale, localeOf, t } from '../i18n';
import { OPERATOR_PHONES } from '../operator-contacts';
import { countRefresh } from '../stats';
import { originOf } from '../auth/devices';

const LATEST_NOTIFICATIONS = 5;
/** The agency's logo as a portal path (the top bar shows it), or null. */
const LOGO_OF =
  "SELECT CASE WHEN logo_id IS NULL THEN NULL ELSE '/api/agencies/profile/logo/' || logo_id END AS logo FROM agencies WHERE id = ?";

async function credentials(
  ctx: AppContext,
  user: { userId: number; alias: string; sessionId: string },
  refreshToken: string,
): Promise<Credentials> {
  const access_token = await ctx.tokens.sign(user);
  return { access_token, refresh_token: refreshToken, expires_in: ctx.tokens.ttlS };
}

/** Sign-in and token calls that work without a bearer token. */
export function registerPublicAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const throttle = new LoginThrottle(limitsOf(ctx).login, clockOf(ctx));
  const clientOf = clientsOf(ctx);

  // POST /api/jwt/login: exchange login and password for credentials
  app.post('/api/jwt/login', async (request) => {
    ctx.stats.logins++;
    const { login, password } = parseOr422(loginRequestSchema, request.body);
    const client = clientOf(request);
    const verdict = throttle.admit(client, login);
    if (verdict.kind === 'throttled') throw tooMany(verdict.waitMs, 429, 'login.tooMany', 'login.tooMany.message');
    if (verdict.kind === 'busy') throw tooMany(verdict.waitMs, 503, 'login.busy', 'login.busy.message');
    const user = ctx.users.findByEmail(login);
    const ok = user ? await verifyPassword(password, user.password_hash) : (await burnPasswordCheck(password), false);
    // 422, not 401: the portal reserves 401 for an expired token and would try to refresh.
    if (!user || !ok) {
      throttle.fail(client, login);
      throw new HttpError(422, 'login.failed', 'login.failed.message');
    }
    throttle.succeed(client, login);
    // Only once the password is right: a blocked or dismissed employee learns why they cannot sign in.
    if (user.status !== 'active') throw new HttpError(422, 'login.failed', 'login.inactive');
    // The client's address, not the portal's: the sessions list shows where each sign-in came from.
    const { sessionId, refreshToken } = ctx.sessions.create(user.id, clockOf(ctx)(), originOf(clientOf, request));
    return credentials(ctx, { userId: user.id, alias: user.alias, sessionId }, refreshToken);
  });

  // POST /api/jwt/refresh-token: rotate a refresh token (10 s grace for concurrent callers)
  app.post('/api/jwt/refresh-token', async (request) => {
    ctx.stats.refreshes++;
    const parsed = refreshRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      ctx.stats.refreshRefusals++;
      throw unauthorized();
    }
    const now = clockOf(ctx)();
    const result = ctx.sessions.rotate(parsed.data.refreshToken, now);
    if (result.kind !== 'ok') {
      ctx.stats.refreshRefusals++;
      throw unauthorized();
    }
    // A refresh is a use of the session: its last activity and address move (not its agent: none is forwarded here).
    ctx.sessions.touch(result.sessionId, now, () => originOf(clientOf, request, false));
    countRefresh(ctx.stats, result.sessionId, result.repeat);
    return credentials(ctx, result, result.refreshToken);
  });
}

/** Calls of the signed-in user (behind `authenticate`). */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // GET /api/jwt/logout: end the login session, so every token it issued stops working
  app.get('/api/jwt/logout', async (request) => {
    ctx.stats.logouts++;
    ctx.sessions.revoke(authOf(request).sessionId);
    return { message: t(localeOf(request), 'logout.done') };
  });

  // GET /api/jwt/user: the signed-in user with the header's counters and latest notifications
  app.get('/api/jwt/user', async (request): Promise<User> => {
    const auth = authOf(request);
    const user = ctx.users.findById(auth.userId);
    if (!user) throw notFound();
    return {
      id: user.id,
      name: user.name,
      position: t(localeOf(request), `position.${user.alias}`),
      avatar: user.avatar,
      email: user.email,
      alias: user.alias,
      notification_position: user.notification_position,
      offers: ctx.savedOffers.total(user.id),
      notifications: {
        unread: ctx.notifications.unread(user.id),
        items: ctx.notifications.page(user.id, null, LATEST_NOTIFICATIONS, 0, localeOf(request)).items,
      },
      phones: OPERATOR_PHONES,
      agency: {
        id: user.agency_id,
        name: user.agency_name,
        logo: ctx.db.prepare<[number], { logo: string | null }>(LOGO_OF).get(user.agency_id)?.logo ?? null,
      },
      malicious_extension: user.malicious_extension,
      locale: isLocale(user.locale) ? user.locale : null,
    };
  });
}
