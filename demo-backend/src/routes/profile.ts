import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DEFAULT_NOTIFICATION_POSITION,
  NOTIFICATION_POSITIONS,
  changePasswordSchema,
  commissionQuerySchema,
  profileFormSchema,
  settingsFormSchema,
  type Profile,
} from '@/lib/schemas/profile';
import type { PriceBreakdown } from '@/lib/schemas/booking';
import { isCompletePhone } from '@/lib/shared/phone';
import { describeUserAgent } from '../auth/devices';
import { authOf, callerOf } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { HttpError, notFound, parseOr422, validationError } from '../http/errors';
import { formOf } from '../http/images';
import { isLocale, localeOf, t } from '../i18n';
import { orderCommission } from '../orders/commission';
import type { UserRow } from '../repos/users';
import { imageRoute, storeImage } from './agency';
import { checkPasswordStrength } from './employees';

// The user's own profile (docs/product.md "Running the agency: the calls"): every signed-in user
// (`profile.own`), each only their own.

const sessionParams = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });
const toIso = (ddmmyyyy: string) => ddmmyyyy.split('.').reverse().join('-');

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const updateProfile = ctx.db.prepare('UPDATE users SET name = ?, phone_mobile = ? WHERE id = ?');
  const setAvatar = ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?');
  const dropImage = ctx.db.prepare('DELETE FROM images WHERE id = ? AND agency_id = ?');
  const setSettings = ctx.db.prepare('UPDATE users SET notification_position = ?, locale = ? WHERE id = ?');
  const avatarOwner = ctx.db.prepare<[string], { id: number }>('SELECT id FROM users WHERE avatar = ?');
  const ordersIn = ctx.db.prepare<
    [number, string, string],
    { id: number; number: string; created_at: string; total: number; price: string }
  >(
    "SELECT id, number, created_at, total, price FROM orders WHERE owner_id = ? AND status <> 'cancelled' AND substr(created_at, 1, 10) BETWEEN ? AND ? ORDER BY created_at, id",
  );

  const avatarPath = (id: number) => `/api/v1/avatars/${id}`;
  const avatarIdOf = (user: UserRow) => {
    const match = /^\/api\/v1\/avatars\/(\d+)$/.exec(user.avatar ?? '');
    return match ? Number(match[1]) : null;
  };
  const present = (user: UserRow, locale: ReturnType<typeof localeOf>): Profile => ({
    id: user.id,
    name: user.name,
    email: user.email,
    position: t(locale, `position.${user.alias}`),
    phone: user.phone_mobile || null,
    avatar: user.avatar,
    notification_position: (NOTIFICATION_POSITIONS as readonly string[]).includes(user.notification_position)
      ? (user.notification_position as Profile['notification_position'])
      : DEFAULT_NOTIFICATION_POSITION,
    locale: isLocale(user.locale) ? user.locale : null,
  });

  // GET /api/v1/profile
  app.get('/api/v1/profile', async (request) => ({ data: present(callerOf(ctx, request), localeOf(request)) }));

  // PATCH /api/v1/profile {name, phone}
  app.patch('/api/v1/profile', async (request) => {
    const user = callerOf(ctx, request);
    const form = parseOr422(profileFormSchema, request.body);
    if (form.phone && !isCompletePhone(form.phone)) throw validationError({ phone: ['validation.phone'] });
    updateProfile.run(form.name, form.phone || null, user.id);
    const locale = localeOf(request);
    return { data: present(callerOf(ctx, request), locale), message: t(locale, 'record.updated') };
  });

  // POST /api/v1/avatars: form data with the `avatar` file
  app.post('/api/v1/avatars', async (request) => {
    const user = callerOf(ctx, request);
    const id = storeImage(ctx, user.agency_id, 'avatar', formOf(request.body).files.avatar);
    const previous = avatarIdOf(user);
    ctx.db.transaction(() => {
      setAvatar.run(avatarPath(id), user.id);
      if (previous !== null) dropImage.run(previous, user.agency_id);
    })();
    return { data: { avatar: avatarPath(id) }, message: t(localeOf(request), 'record.updated') };
  });

  // PATCH /api/v1/avatars: deletes the avatar
  app.patch('/api/v1/avatars', async (request) => {
    const user = callerOf(ctx, request);
    const previous = avatarIdOf(user);
    ctx.db.transaction(() => {
      setAvatar.run(null, user.id);
      if (previous !== null) dropImage.run(previous, user.agency_id);
    })();
    return { data: { avatar: null }, message: t(localeOf(request), 'record.deleted') };
  });

  // GET /api/v1/avatars/:id: an avatar of someone in the caller's agency
  imageRoute(app, ctx, '/api/v1/avatars/:id', (_agencyId, id) => avatarOwner.get(avatarPath(id)) !== undefined);

  // POST /api/v1/profile/change_password {current_password, password, password_confirmation}
  app.post('/api/v1/profile/change_password', async (request) => {
    const user = callerOf(ctx, request);
    const form = parseOr422(changePasswordSchema, request.body);
    if (!(await verifyPassword(form.current_password, user.password_hash)))
      throw validationError({ current_password: ['validation.currentPassword'] });
    checkPasswordStrength('password', form.password, user.email);
    ctx.users.updatePassword(user.id, await hashPassword(form.password));
    // A changed password ends every other session: whoever knew the old one is out.
    ctx.sessions.revokeOthersOf(user.id, authOf(request).sessionId);
    return { message: t(localeOf(request), 'profile.passwordChanged') };
  });

  const settingsOf = (user: UserRow) => {
    const { notification_position, locale } = present(user, 'en');
    return { notification_position, locale };
  };

  // GET /api/v1/profile/settings
  app.get('/api/v1/profile/settings', async (request) => ({ data: settingsOf(callerOf(ctx, request)) }));

  // POST /api/v1/profile/settings {notification_position, locale}
  app.post('/api/v1/profile/settings', async (request) => {
    const user = callerOf(ctx, request);
    const form = parseOr422(settingsFormSchema, request.body);
    setSettings.run(form.notification_position, form.locale, user.id);
    // Answered in the language just chosen: the portal switches to it.
    return { data: settingsOf(callerOf(ctx, request)), message: t(form.locale, 'record.updated') };
  });

  // POST /api/v1/profile/commission {from, to}: the user's orders in the period and their commission,
  // each as its breakdown priced it from the one table (orders/commission.ts)
  app.post('/api/v1/profile/commission', async (request) => {
    const user = callerOf(ctx, request);
    const locale = localeOf(request);
    const { from, to } = parseOr422(commissionQuerySchema, request.body);
    const orders = ordersIn.all(user.id, toIso(from), toIso(to)).map((order) => ({
      id: order.id,
      number: order.number,
      created_at: order.created_at,
      total: order.total,
      ...orderCommission(JSON.parse(order.price) as PriceBreakdown, locale),
    }));
    const total = Math.round(orders.reduce((sum, order) => sum + order.commission, 0) * 100) / 100;
    return { data: { from, to, currency: 'EUR', orders, total } };
  });

  // GET /api/v1/profile/sessions: the user's live sessions, this one marked
  app.get('/api/v1/profile/sessions', async (request) => {
    const { userId, sessionId } = authOf(request);
    return {
      data: ctx.sessions.liveSessions(userId).map((session) => ({
        id: session.id,
        ...describeUserAgent(session.user_agent),
        ip: session.ip,
        place: session.place,
        created_at: new Date(session.created_at).toISOString(),
        last_seen_at: new Date(session.last_seen_at ?? session.created_at).toISOString(),
        current: session.id === sessionId,
      })),
    };
  });

  // POST /api/v1/profile/terminate/:sessionId: ends one other session of the user's
  app.post('/api/v1/profile/terminate/:sessionId', async (request) => {
    const { userId, sessionId: current } = authOf(request);
    const { sessionId } = parseOr422(sessionParams, request.params);
    if (sessionId === current) throw new HttpError(409, 'session.current', 'session.current.message');
    if (!ctx.sessions.revokeOwn(userId, sessionId)) throw notFound();
    return { data: { terminated: 1 }, message: t(localeOf(request), 'profile.sessionsTerminated') };
  });

  // POST /api/v1/profile/terminate: ends every other session of the user's
  app.post('/api/v1/profile/terminate', async (request) => {
    const { userId, sessionId } = authOf(request);
    return {
      data: { terminated: ctx.sessions.revokeOthersOf(userId, sessionId) },
      message: t(localeOf(request), 'profile.sessionsTerminated'),
    };
  });
}
