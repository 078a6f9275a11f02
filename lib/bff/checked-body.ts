import { safeParse, type z } from 'zod/mini';
import { agencyDetailsSchema, agencyRegistrationSchema } from '@/lib/schemas/contract';
import { readSmallJson } from './body';
import type { BffRequest } from './context';
import { fieldErrors } from './field-errors';
import { jsonResponse, errorResponse } from './responses';

/**
 * Bodies the BFF checks with the schema of lib/schemas/ before forwarding (docs/architecture.md
 * §11): the agency forms send their fields unchecked and show the 422's texts under the fields.
 */
const CHECKED: Record<string, z.core.$ZodType> = {
  'contract/agency-registration': agencyRegistrationSchema,
  'contract/agency': agencyDetailsSchema,
};

/** `POST {path}/check`: the same check alone, answered here, for a field the user has just left. */
export const CHECK_SUFFIX = '/check';

type Checked = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; errors: Record<string, string[]> };

async function check(call: BffRequest, schema: z.core.$ZodType, limit: number): Promise<Checked> {
  // Not JSON at all (null): "check this field", not "required".
  const { bytes, json } = await readSmallJson(call.request, limit);
  // reportInput: fieldErrors tells a missing field (required) from a wrong one by the input.
  const parsed = safeParse(schema, json, { reportInput: true });
  if (parsed.success) return { ok: true, bytes };
  return { ok: false, errors: await fieldErrors(parsed.error.issues, call.locale) };
}

/**
 * The call with its body read whole and found valid (forwarded as sent), or the 422 answer with
 * `errors: {field: [text]}` in the user's language. A body past `limit` throws BodyTooLargeError.
 */
export async function checkBody(call: BffRequest, limit: number): Promise<BffRequest | Response> {
  const schema = call.request.method === 'POST' ? CHECKED[call.path] : undefined;
  if (!schema) return call;
  const checked = await check(call, schema, limit);
  if (!checked.ok) return errorResponse(422, call.locale, 'invalidFields', { errors: checked.errors });
  const { request } = call;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(checked.bytes);
      controller.close();
    },
  });
  return {
    ...call,
    request: { method: request.method, url: request.url, headers: request.headers, signal: request.signal, body },
  };
}

/** The schema a `POST {path}/check` reads, if the call is one. */
function checkOnlySchema(call: BffRequest): z.core.$ZodType | undefined {
  if (call.request.method !== 'POST' || !call.path.endsWith(CHECK_SUFFIX)) return undefined;
  return CHECKED[call.path.slice(0, -CHECK_SUFFIX.length)];
}

export function isCheckOnly(call: BffRequest): boolean {
  return checkOnlySchema(call) !== undefined;
}

/**
 * `POST {path}/check`: 200 `{errors: {field: [text]}}`, the errors the call itself would be
 * refused with (none: `{}`); nothing is forwarded.
 */
export async function answerCheckOnly(call: BffRequest, limit: number): Promise<Response> {
  const checked = await check(call, checkOnlySchema(call)!, limit);
  return jsonResponse(200, { errors: checked.ok ? {} : checked.errors });
}
