import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { localeOf, t } from '../i18n';

/** What a flagged user may still call: who am I (the portal shows the notice from it), and leave. */
const ALLOWED_WHEN_FLAGGED = new Set(['/api/jwt/user', '/api/jwt/logout']);

export const MALICIOUS_EXTENSION_CODE = 'malicious_extension';

/**
 * While a user is flagged for a malicious browser extension, every other API call answers 403
 * with `code: "malicious_extension"`: the portal's notice is not the only lock, a bypassed page
 * still gets nothing. Runs after `authenticate`. (jwt/refresh-token is public and unaffected.)
 */
export function restrictFlaggedUsers(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth) return;
    const path = request.url.split('?')[0] ?? '';
    if (ALLOWED_WHEN_FLAGGED.has(path)) return;
    const plugin = ctx.users.maliciousExtension(request.auth.userId);
    if (plugin === null) return;
    const locale = localeOf(request);
    await reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send({
        error: t(locale, 'error.maliciousExtension'),
        message: t(locale, 'error.maliciousExtension.message', { plugin }),
        code: MALICIOUS_EXTENSION_CODE,
      });
  };
}
