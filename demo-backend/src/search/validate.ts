import { searchRequestSchema, type SearchRequest } from '@/lib/schemas/search';
import { parseOr422, validationError } from '../http/errors';
import type { MessageKey } from '../i18n';

/** zod's own issues of these fields get a message that says what is allowed. */
const FIELD_KEYS: Record<string, MessageKey> = {
  children_ages: 'search.childAge',
  date_from: 'search.date',
  date_to: 'search.date',
  nights_from: 'search.nightsMax',
  nights_to: 'search.nightsMax',
};

/**
 * The body of POST v2/search: the shared schema, its rules between fields included (the check-in
 * range, nights and prices in order), then the calendar's own; 422 with localized messages.
 */
export function parseSearchRequest(body: unknown): SearchRequest {
  const request = parseOr422(searchRequestSchema, body, {
    error: (issue) => FIELD_KEYS[String(issue.path?.[0])],
  });
  const errors: Record<string, MessageKey[]> = {};
  const fail = (field: string, key: MessageKey) => (errors[field] ??= []).push(key);

  if (request.view === 'calendar' && request.hotel_ids.length === 0) fail('hotel_ids', 'search.calendarHotel');

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return request;
}
