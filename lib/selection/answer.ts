import type { AnswerFormState } from '@/components/selection/offer-card';
import type { BackendError } from '@/lib/backend/errors';
import type { ShareAnswerRequest } from '@/lib/schemas/shared-selections';
import { catalogueMessageOf } from '@/lib/shared/message-key';
import { PHONE_COUNTRIES, PHONE_COUNTRY_IDS, type PhoneCountry } from '@/lib/shared/phone';
import type { SelectionText } from './locale';

const field = (body: FormData, name: string) => {
  const value = body.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The answer form's post as the backend's request (the phone as `+<prefix><digits>`, the spec's
 * masks: lib/shared/phone.ts) and as the form's state to show again, as typed.
 */
export function answerFormOf(body: FormData): { request: ShareAnswerRequest; state: AnswerFormState } {
  const country = field(body, 'phone_country');
  const phoneCountry: PhoneCountry = (PHONE_COUNTRY_IDS as string[]).includes(country)
    ? (country as PhoneCountry)
    : 'md';
  const position = Number.parseInt(field(body, 'position'), 10);
  const values = {
    name: field(body, 'name'),
    phone_country: phoneCountry,
    phone: field(body, 'phone').trim(),
    messenger: field(body, 'messenger'),
  };
  const digits = values.phone.replace(/[\s()-]/g, '');
  return {
    request: {
      position: Number.isInteger(position) ? position : 0,
      name: values.name,
      // The prefix and every digit typed: a number too short or too long is refused, never cut.
      phone: digits ? `${PHONE_COUNTRIES[phoneCountry].prefix}${digits}` : '',
      messenger: values.messenger,
    },
    state: { position, values, errors: {} },
  };
}

/** The backend's 422 field errors as texts: a catalogue key reads in the client's language, a sentence passes. */
export function backendFieldErrors(error: BackendError, { t, has }: SelectionText): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(error.errors ?? {}).map(([name, messages]) => [
      name,
      messages.map((message) => {
        const found = catalogueMessageOf(message, has);
        return found ? t(found.key, found.values) : message;
      }),
    ]),
  );
}
