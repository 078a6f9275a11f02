import type { FastifyInstance } from 'fastify';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@/lib/schemas/auth';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { HttpError, parseOr422 } from '../http/errors';
import { localeOf, t } from '../i18n';
import { WindowLimit } from '../http/rate-limit';
import { clockOf, limitsOf, perClientLimit } from '../limits';
import { Outbox } from '../repos/outbox';
import { PasswordResets } from '../repos/password-resets';
import { checkPasswordStrength } from './employees';

const invalidLink = () => new HttpError(404, 'reset.invalid', 'reset.invalid.message');

export function registerPasswordRoutes(app: FastifyInstance, ctx: AppContext, outbox: Outbox): void {
  const resets = new PasswordResets(ctx.db);
  const mailLog = ctx.options.mailLog ?? ((line: string) => console.log(line));
  const perClient = perClientLimit(ctx, 'password');
  const mailsPerAddress = new WindowLimit(limitsOf(ctx).resetMails, clockOf(ctx));

  // POST /api/forgot_password: mail a reset link; the answer never tells whether the address exists,
  // nor whether this address has had its mails for now (docs/testing.md, "Security")
  app.post('/api/forgot_password', { preHandler: perClient }, async (request) => {
    const locale = localeOf(request);
    const { email } = parseOr422(forgotPasswordRequestSchema, request.body);
    const user = ctx.users.findByEmail(email);
    if (user && mailsPerAddress.take(user.email.toLowerCase()) === 0) {
      const token = resets.create(user.id);
      const link = `${ctx.options.portalUrl}/auth/reset/${token}`;
      const mail = outbox.send({
        to: user.email,
        subject: t(locale, 'mail.reset.subject'),
        body: t(locale, 'mail.reset.body', { link }),
        link,
      });
      mailLog(`[demo mail] to ${mail.to}: ${mail.subject} — ${link}`);
    }
    return { message: t(locale, 'forgot.sent') };
  });

  // GET /api/check_reset_token/:token: lets the reset page refuse a bad link before the user types
  app.get<{ Params: { token: string } }>('/api/check_reset_token/:token', async (request) => {
    const row = resets.check(request.params.token);
    if (!row) throw invalidLink();
    return { valid: true as const, email: row.email };
  });

  // POST /api/reset_password/:token: set a new password and sign the user out everywhere
  app.post<{ Params: { token: string } }>('/api/reset_password/:token', { preHandler: perClient }, async (request) => {
    const link = resets.check(request.params.token);
    if (!link) throw invalidLink();
    const { password } = parseOr422(resetPasswordRequestSchema, request.body);
    // The same rules as every other new password (lib/shared/password-strength.ts).
    checkPasswordStrength('password', password, link.email);
    const hash = await hashPassword(password);
    const applied = resets.consume(request.params.token, (row) => {
      ctx.users.updatePassword(row.user_id, hash);
      ctx.sessions.revokeAllOfUser(row.user_id);
    });
    if (!applied) throw invalidLink();
    return { message: t(localeOf(request), 'reset.done') };
  });
}
