import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkCheckInRange,
  HOTELS_PAGE_SIZE,
  type Country,
  type DepartureCity,
  type HotelCategory,
  type HotelSummary,
  type Location,
  type Meal,
  type PackageTemplate,
  type SearchResponse,
} from '@/lib/schemas/search';
import type { AppContext } from '../context';
import { notFound, parseOr422 } from '../http/errors';
import { pageOf, pagedList } from '../http/paging';
import { localeOf, type Locale } from '../i18n';
import { availableNights, calendarHints, countriesServedFrom } from '../search/availability';
import { fold, type Hotel } from '../search/catalogue';
import { dayOf, isoOf } from '../search/days';
import { hotelOffers, priceCalendar } from '../search/engine';
import { hotelResultOf, offerOf, sidOf, sortHits } from '../search/present';
import { normalizeQuery } from '../search/query';
import type { SearchRun } from '../search/service';
import { parseSearchRequest } from '../search/validate';

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
/** A comma-joined id list (`3,4`); absent or empty is no filter. */
const idList = z
  .string()
  .regex(/^(\d+(,\d+)*)?$/)
  .optional()
  .transform((value) => (value ? value.split(',').map(Number) : []));
const isoDay = z.string().refine((value) => !Number.isNaN(dayOf(value)), 'search.date');

const countriesQuery = z.object({ departure_city_id: id.optional() });
const hotelsQuery = z.object({
  country_id: id,
  location_ids: idList,
  package_template_ids: idList,
  search: z.string().max(100).optional(),
});
const hintsQuery = z.object({ departure_city_id: id, country_id: id });
const nightsQuery = hintsQuery.extend({ date_from: isoDay, date_to: isoDay }).superRefine(checkCheckInRange);

/** `{data: {id, results, meta}}` of one page of a search, sorted as asked. */
function searchPage(
  run: SearchRun,
  page: { sort: SearchResponse['meta']['sort']; page: number; size: number },
  locale: Locale,
): SearchResponse {
  const sorted = sortHits(run.scan.hits, page.sort);
  const slice = sorted.slice((page.page - 1) * page.size, page.page * page.size);
  return {
    id: run.id,
    results: slice.map((hit) => hotelResultOf(hit, run.query, locale)),
    meta: {
      total_hotels: sorted.length,
      total_offers: run.scan.totalOffers,
      scanned: run.scan.scanned,
      page: page.page,
      size: page.size,
      sort: page.sort,
      currency: run.query.currency,
      priced_at: run.scan.pricedAt,
    },
  };
}

function hotelSummary(hotel: Hotel, locale: Locale): HotelSummary {
  return {
    id: hotel.id,
    name: hotel.name,
    category: hotel.category.name,
    stars: hotel.category.stars,
    location_id: hotel.location.id,
    city: hotel.location.names[locale],
  };
}

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const search = ctx.search;
  const cat = search.catalogue;

  // GET /api/v2/search/departure_cities: where tours start
  app.get('/api/v2/search/departure_cities', async (request): Promise<{ data: DepartureCity[] }> => {
    const locale = localeOf(request);
    return { data: cat.cities.map((city) => ({ id: city.id, name: city.names[locale], iata_code: city.iata })) };
  });

  // GET /api/v2/search/countries[?departure_city_id=]: destination countries, only those flown to from the city when given
  app.get('/api/v2/search/countries', async (request): Promise<{ data: Country[] }> => {
    const locale = localeOf(request);
    const { departure_city_id } = parseOr422(countriesQuery, request.query);
    const served = departure_city_id === undefined ? null : countriesServedFrom(cat, departure_city_id);
    return {
      data: cat.countries
        .filter((country) => !served || served.has(country.id))
        .map((country) => ({ id: country.id, name: country.names[locale], iso: country.iso })),
    };
  });

  // GET /api/v2/search/countries/:id/package_templates: the country's regions
  app.get('/api/v2/search/countries/:id/package_templates', async (request): Promise<{ data: PackageTemplate[] }> => {
    const { id: countryId } = parseOr422(idParams, request.params);
    if (!cat.countries.some((country) => country.id === countryId)) throw notFound();
    const locale = localeOf(request);
    return {
      data: cat.templates
        .filter((tpl) => tpl.country.id === countryId)
        .map((tpl) => ({ id: tpl.id, name: tpl.names[locale] })),
    };
  });

  // GET /api/v2/search/package_templates/:id/locations: the region's resorts
  app.get('/api/v2/search/package_templates/:id/locations', async (request): Promise<{ data: Location[] }> => {
    const { id: templateId } = parseOr422(idParams, request.params);
    if (!cat.templates.some((tpl) => tpl.id === templateId)) throw notFound();
    const locale = localeOf(request);
    return {
      data: cat.locations
        .filter((location) => location.template.id === templateId)
        .map((location) => ({ id: location.id, name: location.names[locale], package_template_id: templateId })),
    };
  });

  // GET /api/v2/search/meals: meal plans, code as name
  app.get('/api/v2/search/meals', async (request): Promise<{ data: Meal[] }> => {
    const locale = localeOf(request);
    return { data: cat.meals.map((meal) => ({ id: meal.id, name: meal.code, full_name: meal.names[locale] })) };
  });

  // GET /api/v2/search/hotel_categories: 2* to 5*
  app.get('/api/v2/search/hotel_categories', async (): Promise<{ data: HotelCategory[] }> => ({
    data: cat.categories.map((category) => ({ id: category.id, name: category.name, stars: category.stars })),
  }));

  // GET /api/v2/search/hotels?country_id=&location_ids=&package_template_ids=&search=: the country's hotels by name, paged
  app.get('/api/v2/search/hotels', async (request) => {
    const locale = localeOf(request);
    const page = pageOf(request.query);
    const filter = parseOr422(hotelsQuery, request.query);
    const locations = new Set(filter.location_ids);
    const templates = new Set(filter.package_template_ids);
    const needle = fold(filter.search?.trim() ?? '');
    const hotels = cat.hotels
      .filter(
        (hotel) =>
          hotel.location.template.country.id === filter.country_id &&
          (locations.size === 0 || locations.has(hotel.location.id)) &&
          (templates.size === 0 || templates.has(hotel.location.template.id)) &&
          hotel.folded.includes(needle),
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    return pagedList(
      hotels.slice(page.offset, page.offset + page.size).map((hotel) => hotelSummary(hotel, locale)),
      hotels.length,
      page,
    );
  });

  // GET /api/v2/search/calendar_hints?departure_city_id=&country_id=: check-in dates with a tour
  app.get('/api/v2/search/calendar_hints', async (request) => {
    const query = parseOr422(hintsQuery, request.query);
    return {
      data: calendarHints(cat, query.departure_city_id, query.country_id, search.today(), search.now()).map(isoOf),
    };
  });

  // GET /api/v2/search/available_nights?departure_city_id=&country_id=&date_from=&date_to=: nights with a return flight
  app.get('/api/v2/search/available_nights', async (request) => {
    const query = parseOr422(nightsQuery, request.query);
    return {
      data: availableNights(
        cat,
        query.departure_city_id,
        query.country_id,
        dayOf(query.date_from),
        dayOf(query.date_to),
        search.today(),
        search.now(),
      ),
    };
  });

  // GET /api/v2/search/find/:id: a search again by its id (a shared link), first page by price
  app.get('/api/v2/search/find/:id', async (request) => {
    const { id: searchId } = parseOr422(z.object({ id: z.string().regex(/^[\w-]{1,64}$/) }), request.params);
    const run = search.find(searchId);
    if (!run) throw notFound();
    const page = searchPage(run, { sort: 'price', page: 1, size: HOTELS_PAGE_SIZE }, localeOf(request));
    return { data: { ...page, query: run.query } };
  });

  // POST /api/v2/search: offers of a query, grouped by hotel, one hotel's offers, or a hotel's price calendar
  app.post('/api/v2/search', async (request) => {
    const locale = localeOf(request);
    const body = parseSearchRequest(request.body);
    if (body.view === 'calendar') {
      const query = normalizeQuery(body);
      const calendar = priceCalendar(cat, query, search.today(), search.now());
      return {
        data: {
          dates: calendar.dates.map(isoOf),
          nights: calendar.nights,
          cells: calendar.cells.map((ref) => ({
            check_in: isoOf(ref.checkIn),
            nights: ref.nights,
            price: ref.price,
            sid: sidOf(ref, query),
          })),
          currency: body.currency,
        },
      };
    }
    const run = search.run(body);
    if (body.offers_of_hotel !== undefined) {
      const offers = hotelOffers(cat, run.query, body.offers_of_hotel, search.today(), search.now());
      return {
        data: {
          id: run.id,
          offers: offers
            .slice((body.page - 1) * body.size, body.page * body.size)
            .map((ref) => offerOf(ref, run.query, locale)),
          meta: { total: offers.length, page: body.page, size: body.size },
        },
      };
    }
    return { data: searchPage(run, body, locale) };
  });
}
