import { safeParse, type z } from 'zod/mini';
import { agencyDetailsFormSchema, agencyRegistrationFormSchema } from '@/lib/forms/agency-details';
import { readSmallBody } from './body';
import type { BffRequest } from './context';
import { fieldErrors } from './field-errors';
import { errorResponse } from './responses';

/**
 * Bodies the BFF checks with the schema of lib/schemas/ before forwarding (docs/architecture.md
 * §11): the agency forms send their fields unchecked and show the 422's texts under the fields.
 */
const CHECKED: Record<string, z.core.$ZodType> = {
  'POST contract/agency-registration': agencyRegistrationFormSchema,
  'POST contract/agency': agencyDetailsFormSchema,
};

/**
 * The call with its body read whole and found valid (forwarded as sent), or the 422 answer with
 * `errors: {field: [text]}` in the user's language. A body past `limit` throws BodyTooLargeError.
 */
export async function checkBody(call: BffRequest, limit: number): Promise<BffRequest | Response> {
  const schema = CHECKED[`${call.request.method} ${call.path}`];
  if (!schema) return call;
  const bytes = await readSmallBody(call.request, limit);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = null; // not JSON at all: "check this field", not "required"
  }
  // reportInput: fieldErrors tells a missing field (required) from a wrong one by the input.
  const parsed = safeParse(schema, json, { reportInput: true });
  if (!parsed.success) return errorResponse(422, call.locale, 'invalidFields', { errors: await fieldErrors(parsed.error.issues, call.locale) });
  const { request } = call;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return { ...call, request: { method: request.method, url: request.url, headers: request.headers, signal: request.signal, body } };
}
