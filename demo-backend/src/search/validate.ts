import { searchRequestSchema, type SearchRequest } from '@/lib/schemas/search';
import { parseOr422, validationError } from '../http/errors';
import type { MessageKey } from '../i18n';
import { dayOf } from './days';
import { MAX_DATE_RANGE_DAYS, MAX_NIGHTS } from './query';

/** zod's own issues of these fields get a message that says what is allowed. */
const FIELD_KEYS: Record<string, MessageKey> = {
  children_ages: 'search.childAge',
  date_from: 'search.date',
  date_to: 'search.date',
  nights_from: 'search.nightsMax',
  nights_to: 'search.nightsMax',
};

/** The body of POST v2/search: the shared schema, then the rules between fields; 422 with localized messages. */
export function parseSearchRequest(body: unknown): SearchRequest {
  const request = parseOr422(searchRequestSchema, body, {
    error: (issue) => FIELD_KEYS[String(issue.path?.[0])],
  });
  const errors: Record<string, MessageKey[]> = {};
  const fail = (field: string, key: MessageKey) => (errors[field] ??= []).push(key);

  const from = dayOf(request.date_from);
  const to = dayOf(request.date_to);
  if (Number.isNaN(from)) fail('date_from', 'search.date');
  if (Number.isNaN(to)) fail('date_to', 'search.date');
  else if (to < from) fail('date_to', 'search.dateOrder');
  else if (to - from + 1 > MAX_DATE_RANGE_DAYS) fail('date_to', 'search.dateRange');
  if (request.nights_from > MAX_NIGHTS) fail('nights_from', 'search.nightsMax');
  if (request.nights_to > MAX_NIGHTS) fail('nights_to', 'search.nightsMax');
  else if (request.nights_to < request.nights_from) fail('nights_to', 'search.nightsOrder');
  if (request.price_from !== null && request.price_to !== null && request.price_to < request.price_from) fail('price_to', 'search.priceOrder');
  if (request.view === 'calendar' && request.hotel_ids.length === 0) fail('hotel_ids', 'search.calendarHotel');

  if (Object.keys(errors).length > 0) throw validationError(errors);
  return request;
}
