import { toQueryString } from '@/lib/query-string';
import { searchQueryString } from '@/lib/search/query';
import { namesTourSearch, readTourSearch, wholeSearch } from '@/lib/search/read-search';
import { formQueryOf, toFormValues, EMPTY_FORM_VALUES } from '@/lib/search/form-schema';
import { tourSearchCheck, type SearchQuery } from '@/lib/schemas/search';

const query: SearchQuery = {
  departure_city_id: 1,
  country_id: 2,
  package_template_ids: [5],
  location_ids: [3, 4],
  hotel_ids: [101, 102],
  date_from: '2026-12-01',
  date_to: '2026-12-07',
  nights_from: 7,
  nights_to: 10,
  adults: 2,
  children_ages: [5, 11],
  meal_ids: [4],
  category_ids: [3, 4],
  price_from: 500,
  price_to: 1500.5,
  currency: 'USD',
};

describe('query strings', () => {
  it('joins arrays with commas and leaves out empty values', () => {
    expect(toQueryString({ location_ids: [3, 4], search: '', hotel_ids: [], country_id: 2, page: null })).toBe(
      '?location_ids=3,4&country_id=2',
    );
    expect(toQueryString({})).toBe('');
  });

  it('writes a search as a short link with comma-joined arrays', () => {
    expect(searchQueryString({ query, sort: 'price', page: 1 })).toBe(
      '?departure=1&country=2&templates=5&locations=3,4&hotels=101,102&date_from=2026-12-01&date_to=2026-12-07' +
        '&nights_from=7&nights_to=10&adults=2&children=5,11&meals=4&categories=3,4&price_from=500&price_to=1500.5&currency=USD&sort=price',
    );
  });
});

describe('a search link read on the server by the schema', () => {
  it('reads back what it wrote: the round trip keeps the search, its sort and page', () => {
    const text = searchQueryString({ query, sort: 'name', page: 3 });
    expect(readTourSearch(text)).toEqual({ query, sort: 'name', page: 3 });
    expect(wholeSearch(readTourSearch(text).query)).toEqual(query);
  });

  it("reads a Next page's search params the same way; a repeated single value is no value", () => {
    expect(readTourSearch({ departure: ['1', '9'], country: '2', locations: '3,4' }).query).toMatchObject({
      country_id: 2,
      location_ids: [3, 4],
    });
    expect(readTourSearch({ departure: ['1', '9'] }).query.departure_city_id).toBeUndefined();
  });

  it('drops each parameter that does not fit and keeps the rest, with the schema defaults', () => {
    const {
      query: read,
      sort,
      page,
    } = readTourSearch(
      '?departure=abc&country=-2&locations=3,4,3&date_from=2026-02-30&date_to=2026-03-01&nights_from=10&nights_to=7' +
        '&adults=9&children=5,18&price_from=1e400x&price_to=100&currency=GBP&sort=random&page=0',
    );
    expect(read).toEqual({
      location_ids: [3, 4],
      package_template_ids: [],
      hotel_ids: [],
      meal_ids: [],
      category_ids: [],
      children_ages: [],
      price_from: null,
      price_to: 100,
      currency: 'EUR',
    });
    expect(sort).toBeUndefined();
    expect(page).toBeUndefined();
  });

  it('keeps children of the same age (twins)', () => {
    expect(readTourSearch('?children=5,5').query.children_ages).toEqual([5, 5]);
    expect(readTourSearch('?children=1,2,3,4').query.children_ages).toEqual([]);
  });

  it('takes a date or nights range only with both ends in order, and a check-in range of at most 31 days', () => {
    const dates = (text: string) => {
      const { date_from, date_to } = readTourSearch(text).query;
      return { date_from, date_to };
    };
    expect(dates('?date_from=2026-12-07&date_to=2026-12-01')).toEqual({ date_from: undefined, date_to: undefined });
    expect(dates('?date_from=2026-12-01')).toEqual({ date_from: undefined, date_to: undefined });
    expect(dates('?date_from=2026-12-01&date_to=2027-01-01')).toEqual({ date_from: undefined, date_to: undefined });
    expect(dates('?date_from=2026-12-01&date_to=2026-12-01')).toEqual({
      date_from: '2026-12-01',
      date_to: '2026-12-01',
    });
    expect(readTourSearch('?nights_from=10&nights_to=7').query).not.toHaveProperty('nights_from');
    expect(readTourSearch('?nights_from=7&nights_to=22').query).not.toHaveProperty('nights_from');
  });

  it('accepts the currency in any case', () => {
    expect(readTourSearch('?currency=uah').query.currency).toBe('UAH');
  });

  it('is a whole search only when the schema takes it', () => {
    expect(wholeSearch(readTourSearch('?departure=1&country=2').query)).toBeNull();
    const minimal = {
      departure_city_id: 1,
      country_id: 2,
      date_from: '2026-12-01',
      date_to: '2026-12-07',
      nights_from: 7,
      nights_to: 10,
      adults: 2,
    };
    expect(
      wholeSearch(
        readTourSearch(
          '?departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=2',
        ).query,
      ),
    ).toMatchObject({
      ...minimal,
      currency: 'EUR',
      location_ids: [],
      price_from: null,
    });
  });

  it('names a search only by its fields: a sort or page alone leaves the remembered search', () => {
    expect(namesTourSearch('?sort=name&page=2')).toBe(false);
    expect(namesTourSearch({ adults: 'x' })).toBe(true);
  });
});

describe('form state', () => {
  it('turns a query into form text and the form back into the same query', () => {
    const values = toFormValues(query, EMPTY_FORM_VALUES);
    expect(values).toMatchObject({
      departure_city_id: '1',
      children_ages: ['5', '11'],
      price_to: '1500.5',
      nights_from: '7',
    });
    expect(tourSearchCheck(formQueryOf(values))).toEqual({ success: true, data: query, errors: {} });
  });

  it('fills what the query lacks from the fallback', () => {
    const values = toFormValues({ country_id: 7 }, { ...EMPTY_FORM_VALUES, departure_city_id: '3', country_id: '4' });
    expect(values).toMatchObject({ departure_city_id: '3', country_id: '7', adults: '2', currency: 'EUR' });
  });

  it('reads a price with a decimal comma and rejects text that is not a number', () => {
    const base = toFormValues(query, EMPTY_FORM_VALUES);
    expect(tourSearchCheck(formQueryOf({ ...base, price_from: '99,5', price_to: '' }))).toMatchObject({
      data: { price_from: 99.5, price_to: null },
    });
    expect(tourSearchCheck(formQueryOf({ ...base, price_from: '12abc' }))).toEqual({
      success: false,
      errors: { price_from: 'validation.number' },
    });
  });
});
