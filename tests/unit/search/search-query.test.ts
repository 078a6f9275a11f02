import { toQueryString } from '@/lib/query-string';
import { completeQuery, parseSearchParams, searchQueryString } from '@/lib/search/query';
import { parseSearchForm, toFormValues, EMPTY_FORM_VALUES } from '@/lib/search/form-schema';
import type { SearchQuery } from '@/lib/schemas/search';

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
    expect(toQueryString({ location_ids: [3, 4], search: '', hotel_ids: [], country_id: 2, page: null })).toBe('?location_ids=3,4&country_id=2');
    expect(toQueryString({})).toBe('');
  });

  it('writes a search as a short link with comma-joined arrays', () => {
    expect(searchQueryString({ query, sort: 'price', page: 1 })).toBe(
      '?departure=1&country=2&templates=5&locations=3,4&hotels=101,102&date_from=2026-12-01&date_to=2026-12-07' +
        '&nights_from=7&nights_to=10&adults=2&children=5,11&meals=4&categories=3,4&price_from=500&price_to=1500.5&currency=USD&sort=price',
    );
  });

  it('reads back what it wrote: the round trip keeps the search, its sort and page', () => {
    const text = searchQueryString({ query, sort: 'name', page: 3 });
    expect(parseSearchParams(text)).toEqual({ query, sort: 'name', page: 3 });
    expect(completeQuery(parseSearchParams(new URLSearchParams(text)).query)).toEqual(query);
  });

  it('reads the search params object of a Next page the same way', () => {
    expect(parseSearchParams({ departure: ['1', '9'], country: '2', locations: '3,4' }).query).toEqual({
      departure_city_id: 1,
      country_id: 2,
      location_ids: [3, 4],
    });
  });

  it('drops values that do not fit instead of failing', () => {
    const { query: parsed, sort, page } = parseSearchParams(
      '?departure=abc&country=-2&locations=3,x,,4,3&date_from=2026-02-30&date_to=2026-03-01&nights_from=10&nights_to=7' +
        '&adults=9&children=5,18,x,1,2,3&price_from=1e400x&price_to=100&currency=GBP&sort=random&page=0',
    );
    expect(parsed).toEqual({ location_ids: [3, 4], children_ages: [5, 1, 2], price_to: 100 });
    expect(sort).toBeUndefined();
    expect(page).toBeUndefined();
  });

  it('takes a date range only when both ends are real dates in order', () => {
    expect(parseSearchParams('?date_from=2026-12-07&date_to=2026-12-01').query).toEqual({});
    expect(parseSearchParams('?date_from=2026-12-01').query).toEqual({});
    expect(parseSearchParams('?date_from=2026-12-01&date_to=2026-12-01').query).toEqual({ date_from: '2026-12-01', date_to: '2026-12-01' });
  });

  it('accepts the currency in any case', () => {
    expect(parseSearchParams('?currency=uah').query).toEqual({ currency: 'UAH' });
  });

  it('has a whole query only when the required fields are there', () => {
    expect(completeQuery({ departure_city_id: 1, country_id: 2 })).toBeNull();
    const minimal = { departure_city_id: 1, country_id: 2, date_from: '2026-12-01', date_to: '2026-12-07', nights_from: 7, nights_to: 10, adults: 2 };
    expect(completeQuery(minimal)).toMatchObject({ ...minimal, currency: 'EUR', location_ids: [], price_from: null });
  });
});

describe('form state', () => {
  it('turns a query into form text and the form back into the same query', () => {
    const values = toFormValues(query, EMPTY_FORM_VALUES);
    expect(values).toMatchObject({ departure_city_id: '1', children_ages: ['5', '11'], price_to: '1500.5', nights_from: '7' });
    expect(parseSearchForm(values)).toEqual({ success: true, data: query });
  });

  it('fills what the query lacks from the fallback', () => {
    const values = toFormValues({ country_id: 7 }, { ...EMPTY_FORM_VALUES, departure_city_id: '3', country_id: '4' });
    expect(values).toMatchObject({ departure_city_id: '3', country_id: '7', adults: '2', currency: 'EUR' });
  });

  it('reads a price with a decimal comma and rejects text that is not a number', () => {
    const base = toFormValues(query, EMPTY_FORM_VALUES);
    expect(parseSearchForm({ ...base, price_from: '99,5', price_to: '' })).toMatchObject({ data: { price_from: 99.5, price_to: null } });
    expect(parseSearchForm({ ...base, price_from: '12abc' })).toEqual({ success: false, issues: [{ path: 'price_from', message: 'validation.number' }] });
  });
});
