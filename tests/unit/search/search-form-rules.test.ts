import { parseSearchForm, toFormValues, EMPTY_FORM_VALUES, type SearchFormValues } from '@/lib/search/form-schema';
import { filledSearchForm } from '../fixtures/search';
import { completeQuery, parseSearchParams } from '@/lib/search/query';
import { searchQuerySchema } from '@/lib/schemas/search';

// The form's rules and the URL's whole-search check are written by hand (the page's first-load
// code has no zod); what they hand out must still be what the wire schema accepts.

const valid = filledSearchForm;

const issuesOf = (values: Partial<SearchFormValues>) => {
  const result = parseSearchForm({ ...valid, ...values });
  return result.success ? [] : result.issues;
};

describe('the search form rules', () => {
  it.each<[string, Partial<SearchFormValues>]>([
    ['a minimal form', {}],
    ['every filter', { package_template_ids: [5], location_ids: [3], hotel_ids: [9], meal_ids: [1], category_ids: [2], children_ages: ['0', ' 17 '], price_from: '10', price_to: '1e3', currency: 'UAH' }],
    ['equal prices and nights', { price_from: '500', price_to: '500,0', nights_from: '7', nights_to: '7', adults: '6' }],
  ])('hands out a query the wire schema accepts as is: %s', (_, values) => {
    const result = parseSearchForm({ ...valid, ...values });
    if (!result.success) throw new Error(JSON.stringify(result.issues));
    expect(searchQuerySchema.parse(result.data)).toEqual(result.data);
  });

  it('names every missing required field', () => {
    expect(issuesOf({ departure_city_id: '', country_id: '0', date_from: '', nights_from: '', adults: '' })).toEqual([
      { path: 'departure_city_id', message: 'validation.required' },
      { path: 'country_id', message: 'validation.required' },
      { path: 'date_from', message: 'searchForm.errors.dateRange' },
      { path: 'nights_from', message: 'validation.required' },
      { path: 'adults', message: 'validation.required' },
    ]);
  });

  it("points at the child whose age is wrong", () => {
    expect(issuesOf({ children_ages: ['5', '18', 'x'] })).toEqual([
      { path: 'children_ages.1', message: 'searchForm.errors.childAge' },
      { path: 'children_ages.2', message: 'searchForm.errors.childAge' },
    ]);
  });

  it('refuses "to" below "from" for nights and prices', () => {
    expect(issuesOf({ nights_from: '10', nights_to: '7', price_from: '900', price_to: '100' })).toEqual([
      { path: 'nights_to', message: 'searchForm.errors.nightsOrder' },
      { path: 'price_to', message: 'searchForm.errors.priceOrder' },
    ]);
  });
});

describe('a whole search in the URL', () => {
  it.each([
    'departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=2',
    'departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=2&children=3,17&meals=1&price_to=99.5&currency=usd',
    'departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10',
    'departure=1&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=2',
    'departure=1&country=2&date_from=2026-12-01&date_to=2026-11-07&nights_from=7&nights_to=10&adults=2',
    'departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=0&nights_to=10&adults=9',
  ])('is whole exactly when the wire schema says so: %s', (link) => {
    const { query } = parseSearchParams(link);
    const wire = searchQuerySchema.safeParse(query);
    expect(completeQuery(query)).toEqual(wire.success ? wire.data : null);
  });

  it('fills the form and comes back as the same query', () => {
    const query = completeQuery(parseSearchParams('departure=1&country=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=2&children=4').query)!;
    expect(parseSearchForm(toFormValues(query, EMPTY_FORM_VALUES))).toEqual({ success: true, data: query });
  });
});
