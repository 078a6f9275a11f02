import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { safeParse, type z } from 'zod';
import { catalogueMessageOf } from '@/lib/shared/message-key';
import { isMessageKey, localeOf, t, waitText, type MessageKey } from '../i18n';

/** A field's message: a catalogue key, or one with values for its placeholders (lib/shared/message-key.ts). */
export type FieldMessage = MessageKey | `${MessageKey}?${string}`;

/** Thrown by routes; the error handler turns it into the one wire shape `{error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly titleKey: MessageKey,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    /** Sent as Retry-After; the message names the wait as `{wait}` in the user's language. */
    readonly retryAfterS?: number,
  ) {
    super(messageKey);
  }
}

/** 429 or 503 with Retry-After: a limit of docs/testing.md, "Security". */
export const tooMany = (
  waitMs: number,
  status: 429 | 503 = 429,
  titleKey: MessageKey = 'error.tooMany',
  messageKey: MessageKey = 'error.tooMany.message',
) => new HttpError(status, titleKey, messageKey, undefined, Math.max(1, Math.ceil(waitMs / 1000)));

export const notFound = () => new HttpError(404, 'error.notFound', 'error.notFound.message');
export const unauthorized = () => new HttpError(401, 'error.unauthorized', 'error.unauthorized.message');
export const forbidden = () => new HttpError(403, 'error.forbidden', 'error.forbidden.message');

export function validationError(fieldErrors: Record<string, FieldMessage[]>): HttpError {
  return new HttpError(422, 'error.validation', 'error.validation.message', fieldErrors);
}

/** The shared schemas carry catalogue keys as messages; zod's own messages become generic ones. */
function issueKey(issue: z.core.$ZodIssue): FieldMessage {
  if (catalogueMessageOf(issue.message, isMessageKey)) return issue.message as FieldMessage;
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'validation.required';
  return 'validation.invalid';
}

/** `params.error` may name catalogue keys for zod's own issues (a shared schema carries no messages). */
// Any zod schema, classic or zod/mini (the portal's lib/schemas/auth.ts is mini).
export function parseOr422<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
  params?: z.core.ParseContext<z.core.$ZodIssue>,
): z.output<T> {
  const result = safeParse(schema, value ?? {}, params);
  if (result.success) return result.data;
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    const key = issueKey(issue);
    const list = (fields[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  throw validationError(fields);
}

export function sendHttpError(request: FastifyRequest, reply: FastifyReply, error: HttpError): FastifyReply {
  const locale = localeOf(request);
  const body: { error: string; message: string; errors?: Record<string, string[]> } = {
    error: t(locale, error.titleKey),
    message: t(locale, error.messageKey, error.retryAfterS ? { wait: waitText(locale, error.retryAfterS) } : {}),
  };
  if (error.retryAfterS) reply.header('retry-after', String(error.retryAfterS));
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [
        field,
        messages.map((message) => {
          const { key, values } = catalogueMessageOf(message, isMessageKey)!;
          const params = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
          return t(locale, key as MessageKey, params);
        }),
      ]),
    );
  }
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return sendHttpError(request, reply, error);
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error(error);
    return sendHttpError(request, reply, new HttpError(500, 'error.server', 'error.server.message'));
  }
  // Fastify's own 4xx (malformed JSON, wrong content type, body too large) keep their status.
  return sendHttpError(request, reply, new HttpError(status, 'error.badRequest', 'error.badRequest.message'));
}

/**
 * An error whose `error` is a code the portal branches on rather than a title (`price_changed`,
 * `sold_out`, `hold_expired` …), with its message already in the caller's language and any `data`.
 */
export function sendCoded(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  data?: unknown,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error, message, ...(data === undefined ? {} : { data }) });
}

/** A list parameter's errors under its own name (`status`, not `status.0`): what the form shows them on. */
export function byParameter<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof HttpError) || !error.fieldErrors) throw error;
    const fields: Record<string, FieldMessage[]> = {};
    for (const [field, keys] of Object.entries(error.fieldErrors))
      fields[field.split('.')[0]!] = [...new Set([...(fields[field.split('.')[0]!] ?? []), ...keys])];
    throw validationError(fields);
  }
}
