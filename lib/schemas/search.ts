import { z } from 'zod';
import { isoDateUnworded as isoDate } from './dates';
import { dataListSchema } from './list';
import { rangeDays } from '@/lib/shared/calendar-days';
import { isCatalogueKey } from '@/lib/shared/message-key';
import {
  CHILD_AGE_MAX,
  CURRENCIES,
  DEFAULT_SORT,
  MAX_ADULTS,
  MAX_CHECKIN_RANGE_DAYS,
  MAX_CHILDREN,
  MAX_NIGHTS,
  MAX_STARS,
  SORTS,
} from './search-limits';

/**
 * The wire contract of "Search v2" (docs/product.md §7), shared by the demo backend, the BFF's callers
 * and the search page. docs/product.md §7 gives the call names only; the shapes are ours (docs/architecture.md §7),
 * with field names where docs/product.md §3 names them (the saved offer's `search_result`, tickets).
 *
 * Dates on the wire are ISO `YYYY-MM-DD`; the UI shows them as DD.MM.YYYY. Query arrays are
 * comma-joined (`location_ids=3,4`).
 */

export * from './search-limits';

export const currencySchema = z.enum(CURRENCIES);

const id = z.number().int().positive();

/** A named catalogue entry: departure city, country, package template, location, meal, category. */
const namedSchema = z.object({ id, name: z.string() });

/** GET v2/search/departure_cities → `{data: DepartureCity[]}`. */
export const departureCitySchema = namedSchema.extend({ iata_code: z.string() });
export type DepartureCity = z.infer<typeof departureCitySchema>;

/** GET v2/search/countries[?departure_city_id] → `{data: Country[]}`. */
export const countrySchema = namedSchema.extend({ iso: z.string().length(2) });
export type Country = z.infer<typeof countrySchema>;

/** GET v2/search/countries/{id}/package_templates → `{data: PackageTemplate[]}` (a region: "Antalya coast"). */
export const packageTemplateSchema = namedSchema;
export type PackageTemplate = z.infer<typeof packageTemplateSchema>;

/** GET v2/search/package_templates/{id}/locations → `{data: Location[]}` (resorts). */
export const locationSchema = namedSchema.extend({ package_template_id: id });
export type Location = z.infer<typeof locationSchema>;

/** GET v2/search/meals → `{data: Meal[]}`; `name` is the code (AI), `full_name` the words. */
export const mealSchema = namedSchema.extend({ full_name: z.string() });
export type Meal = z.infer<typeof mealSchema>;

/** GET v2/search/hotel_categories → `{data: HotelCategory[]}`; name such as "4*". */
export const hotelCategorySchema = namedSchema.extend({ stars: z.number().int().min(1).max(MAX_STARS) });
export type HotelCategory = z.infer<typeof hotelCategorySchema>;

/**
 * GET v2/search/hotels?country_id=&location_ids=&search=&page[number]=&page[size]= →
 * paged `{data: HotelSummary[], meta}`. `search` matches the name, accent- and case-insensitively.
 */
export const hotelSummarySchema = namedSchema.extend({
  category: z.string(),
  stars: z.number().int().min(1).max(MAX_STARS),
  location_id: id,
  city: z.string(),
});
export type HotelSummary = z.infer<typeof hotelSummarySchema>;

/** The search form's option lists as the browser reads them (a hotels page's `meta` is not read). */
export const departureCitiesSchema = dataListSchema(departureCitySchema);
export const countriesSchema = dataListSchema(countrySchema);
export const packageTemplatesSchema = dataListSchema(packageTemplateSchema);
export const locationsSchema = dataListSchema(locationSchema);
export const hotelSummariesSchema = dataListSchema(hotelSummarySchema);
export const mealsSchema = dataListSchema(mealSchema);
export const hotelCategoriesSchema = dataListSchema(hotelCategorySchema);

/**
 * GET v2/search/calendar_hints?departure_city_id=&country_id= → `{data: string[]}`: the check-in
 * dates (ISO) on which a tour exists (an outbound flight with seats and an open hotel).
 */
export const calendarHintsSchema = z.object({ data: z.array(isoDate) });

/**
 * GET v2/search/available_nights?departure_city_id=&country_id=&date_from=&date_to= →
 * `{data: number[]}` ascending: the nights for which a return flight exists from some check-in
 * date of the range.
 */
export const availableNightsSchema = z.object({ data: z.array(z.number().int().positive()) });

/** One flight leg (docs/product.md §3 "Tickets"), plus what agents check before booking. */
export const ticketLegSchema = z.object({
  /** Flight number, "RU 7501". */
  name: z.string(),
  departure: z.object({ date: isoDate, time: z.string().regex(/^\d{2}:\d{2}$/) }),
  arrival: z.object({ date: isoDate, time: z.string().regex(/^\d{2}:\d{2}$/) }),
  airline: z.object({ iata_code: z.string(), airline: z.string(), color: z.string() }),
  airports: z.object({
    from: z.object({ name: z.string(), prefix: z.string() }),
    to: z.object({ name: z.string(), prefix: z.string() }),
  }),
  /** charter or regular: regular fares are non-refundable (docs/product.md §9). */
  type: z.enum(['charter', 'regular']),
  /** Seats left for sale; 0 means none (sold on request). */
  seats: z.number().int().nonnegative(),
});
export type TicketLeg = z.infer<typeof ticketLegSchema>;

/** Empty (`{}`) for hotel-only offers, else both legs. */
export const ticketsSchema = z.union([
  z.object({ from: ticketLegSchema, to: ticketLegSchema }),
  z.object({ from: z.undefined().optional(), to: z.undefined().optional() }),
]);
export type Tickets = z.infer<typeof ticketsSchema>;

export const offerHotelSchema = z.object({
  id,
  name: z.string(),
  /** "4*" */
  category: z.string(),
  stars: z.number().int().min(1).max(MAX_STARS),
  city: z.string(),
  country: z.string(),
  /** Path of the first photo, served by the portal (`/hotels/…`). */
  photo: z.string(),
  /** The hotel is closed for sale on some night of this stay. */
  stop_sale: z.boolean(),
});
export type OfferHotel = z.infer<typeof offerHotelSchema>;

/**
 * One bookable offer, the saved offer's `search_result` of docs/product.md §3: price, dates, nights,
 * accommodation and tickets. `sid` is stable: the same offer has the same sid in every search.
 */
export const offerSchema = z.object({
  sid: z.string().min(1),
  /** What the client pays for the offer, everything mandatory included, with cents (docs/product.md §10 "Prices"). */
  price: z.object({ amount: z.number().nonnegative(), currency: currencySchema }),
  dates: z.object({ check_in: isoDate, check_out: isoDate }),
  nights: z.object({ total: z.number().int().positive() }),
  accommodation: z.object({
    hotel: offerHotelSchema,
    room: z.object({ id, name: z.string() }),
    placement: z.object({ name: z.string() }),
    meal: z.object({ id, name: z.string(), full_name: z.string() }),
  }),
  tickets: ticketsSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const sortSchema = z.enum(SORTS);

/** Tours are sold for 1 to MAX_NIGHTS nights. */
const nights = z.number().int().min(1).max(MAX_NIGHTS);

/**
 * The fields of POST v2/search's body (and of what find/{id} gives back as `query`), each with its
 * own rule; `searchQuerySchema` adds the rules between them.
 */
export const searchQueryObjectSchema = z.object({
  departure_city_id: id,
  country_id: id,
  package_template_ids: z.array(id).default([]),
  location_ids: z.array(id).default([]),
  hotel_ids: z.array(id).default([]),
  date_from: isoDate,
  date_to: isoDate,
  nights_from: nights,
  nights_to: nights,
  adults: z.number().int().min(1).max(MAX_ADULTS),
  children_ages: z.array(z.number().int().min(0).max(CHILD_AGE_MAX)).max(MAX_CHILDREN).default([]),
  meal_ids: z.array(id).default([]),
  category_ids: z.array(id).default([]),
  price_from: z.number().nonnegative().nullable().default(null),
  price_to: z.number().nonnegative().nullable().default(null),
  currency: currencySchema.default('EUR'),
});

/** The check-in dates of a search or of its available nights: in order, at most MAX_CHECKIN_RANGE_DAYS days. */
export function checkCheckInRange(range: { date_from?: string; date_to?: string }, ctx: z.RefinementCtx): void {
  const { date_from, date_to } = range;
  if (date_from === undefined || date_to === undefined) return;
  if (date_to < date_from)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.dateOrder', input: date_to });
  else if (rangeDays({ from: date_from, to: date_to }) > MAX_CHECKIN_RANGE_DAYS)
    ctx.addIssue({ code: 'custom', path: ['date_to'], message: 'validation.checkInRange', input: date_to });
}

/**
 * The rules between a search's fields, each message a catalogue key (lib/shared/message-key.ts):
 * the check-in range, nights "to" not below "from", price "to" not below "from". A field left out
 * (the URL's partial search) is no rule broken.
 */
function checkSearchQuery(
  query: Partial<Pick<SearchQuery, 'date_from' | 'date_to' | 'nights_from' | 'nights_to' | 'price_from' | 'price_to'>>,
  ctx: z.RefinementCtx,
): void {
  checkCheckInRange(query, ctx);
  const { nights_from, nights_to, price_from, price_to } = query;
  if (nights_from !== undefined && nights_to !== undefined && nights_to < nights_from)
    ctx.addIssue({ code: 'custom', path: ['nights_to'], message: 'validation.nightsOrder', input: nights_to });
  if (price_from != null && price_to != null && price_to < price_from)
    ctx.addIssue({ code: 'custom', path: ['price_to'], message: 'validation.priceOrder', input: price_to });
}

/** The body of POST v2/search (and what find/{id} gives back as `query`). */
export const searchQuerySchema = searchQueryObjectSchema.superRefine(checkSearchQuery);
export type SearchQuery = z.infer<typeof searchQueryObjectSchema>;
export type SearchQueryInput = z.input<typeof searchQueryObjectSchema>;

/**
 * A search as its URL may hold it (lib/search/query.ts): every field optional, the sort and page
 * of its results beside them, the rules between fields those of the whole search. The page reads its
 * URL with it on the server (docs/architecture.md §11 "Server-first screens").
 */
export const searchUrlSchema = searchQueryObjectSchema
  .extend({ sort: z.optional(sortSchema), page: z.optional(z.number().int().positive()) })
  .partial()
  .superRefine(checkSearchQuery);

/**
 * The search form's fields as the form holds them: the query's, numbers possibly as typed text, an
 * empty field as ''.
 */
export type TourSearchFormQuery = Partial<Record<keyof SearchQueryInput, unknown>>;

/** The form's message of a field's own issue, by field: a range's end or a child's age says what is wanted. */
const FIELD_MESSAGES: Partial<Record<string, string>> = {
  date_from: 'searchForm.errors.dateRange',
  date_to: 'searchForm.errors.dateRange',
  children_ages: 'searchForm.errors.childAge',
  price_from: 'validation.number',
  price_to: 'validation.number',
};

export type TourSearchCheck =
  | { success: true; data: SearchQuery; errors: Record<string, never> }
  | { success: false; errors: Record<string, string> };

/**
 * The search form's check (docs/product.md §5): `searchQuerySchema` on the form's query, its first
 * issue per field as a catalogue key (`children_ages.1` for the second child's age); a rule
 * between fields is checked once every field is right. An empty field is null where the schema
 * takes null (a price: no filter), else missing.
 */
export function tourSearchCheck(query: TourSearchFormQuery): TourSearchCheck {
  const shape: Record<string, z.core.$ZodType> = searchQueryObjectSchema.shape;
  const empty = (key: string) => (shape[key] && z.safeParse(shape[key], null).success ? null : undefined);
  const given = Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, value === '' ? empty(key) : value]),
  );
  const result = searchQuerySchema.safeParse(given);
  if (result.success) return { success: true, data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const path = issue.path.length > 1 ? issue.path.slice(0, 2).map(String).join('.') : field;
    if (errors[path]) continue;
    errors[path] = isCatalogueKey(issue.message) ? issue.message : (FIELD_MESSAGES[field] ?? 'validation.required');
  }
  return { success: false, errors };
}

export const HOTELS_PAGE_SIZE = 20;
export const OFFERS_PER_HOTEL = 5;

/**
 * POST v2/search body: the query plus how to present it. `view: 'hotels'` (default) groups by
 * hotel and pages the hotels; `view: 'calendar'` answers the price calendar of `hotel_ids[0]`.
 */
export const searchRequestSchema = searchQueryObjectSchema
  .extend({
    view: z.enum(['hotels', 'calendar']).default('hotels'),
    sort: sortSchema.default(DEFAULT_SORT),
    page: z.number().int().positive().default(1),
    size: z.number().int().positive().max(100).default(HOTELS_PAGE_SIZE),
    /** Only this hotel's offers, all of them, paged by `page`/`size` (the "all offers" list). */
    offers_of_hotel: id.optional(),
  })
  .superRefine(checkSearchQuery);
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export type SearchRequestInput = z.input<typeof searchRequestSchema>;

/** Results of one hotel: the hotel, its cheapest offer price and its first offers by price. */
export const hotelResultSchema = z.object({
  hotel: offerHotelSchema.extend({ location: z.string() }),
  min_price: z.number().nonnegative(),
  offers_total: z.number().int().nonnegative(),
  offers: z.array(offerSchema),
});
export type HotelResult = z.infer<typeof hotelResultSchema>;

export const searchMetaSchema = z.object({
  /** Hotels with at least one offer (what the pages page over). */
  total_hotels: z.number().int().nonnegative(),
  total_offers: z.number().int().nonnegative(),
  /** Offer combinations priced to answer (the benchmark reports it). */
  scanned: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  size: z.number().int().positive(),
  sort: sortSchema,
  currency: currencySchema,
  /** When the prices were computed (ISO date-time): "price confirmed at". */
  priced_at: z.string(),
});

/** POST v2/search with view 'hotels' → `{data: {id, results, meta}}`; `id` opens it again with find/{id}. */
export const searchResponseSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    results: z.array(hotelResultSchema),
    meta: searchMetaSchema,
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>['data'];

/** POST v2/search with `offers_of_hotel` → one hotel's offers, paged. */
export const hotelOffersResponseSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    offers: z.array(offerSchema),
    meta: z.object({
      total: z.number().int().nonnegative(),
      page: z.number().int().positive(),
      size: z.number().int().positive(),
    }),
  }),
});

/** One cell of the price calendar: the cheapest offer for a check-in date and a number of nights. */
export const calendarCellSchema = z.object({
  check_in: isoDate,
  nights: z.number().int().positive(),
  price: z.number().nonnegative(),
  sid: z.string().min(1),
});
export type CalendarCell = z.infer<typeof calendarCellSchema>;

/**
 * POST v2/search with view 'calendar': the cheapest price per (check-in, nights) of one hotel,
 * over the query's dates widened by 7 days either side and its nights widened by 2.
 */
export const calendarResponseSchema = z.object({
  data: z.object({
    dates: z.array(isoDate),
    nights: z.array(z.number().int().positive()),
    cells: z.array(calendarCellSchema),
    currency: currencySchema,
  }),
});
export type PriceCalendar = z.infer<typeof calendarResponseSchema>['data'];

/** GET v2/search/find/{id} → the stored query and its first page. */
export const findResponseSchema = z.object({
  data: searchResponseSchema.shape.data.extend({ query: searchQuerySchema }),
});

/** GET giata/hotel/{id} → the hotel card. */
export const hotelCardSchema = z.object({
  data: z.object({
    id,
    name: z.string(),
    category: z.string(),
    stars: z.number().int().min(1).max(MAX_STARS),
    country: z.string(),
    location: z.string(),
    city: z.string(),
    address: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }),
    description: z.string(),
    photos: z.array(z.object({ url: z.string(), caption: z.string() })).min(1),
    amenities: z.array(z.object({ code: z.string(), name: z.string() })),
    /** Distance to the beach in metres, when the hotel is on a coast. */
    beach_distance_m: z.number().int().nonnegative().nullable(),
  }),
});
