import { formQueryOf, type SearchFormValues } from '@/lib/search/form-schema';
import { filledSearchForm } from '../fixtures/search';
import { searchRequestSchema, tourSearchCheck } from '@/lib/schemas/search';

// The form checks its query by the search's wire schema (tourSearchCheck): what it lets through
// the backend takes, and what it stops it names per field as a catalogue key.

const valid = filledSearchForm;

const errorsOf = (values: Partial<SearchFormValues>) => tourSearchCheck(formQueryOf({ ...valid, ...values })).errors;

describe('the search form rules', () => {
  it.each<[string, Partial<SearchFormValues>]>([
    ['a minimal form', {}],
    [
      'every filter',
      {
        package_template_ids: [5],
        location_ids: [3],
        hotel_ids: [9],
        meal_ids: [1],
        category_ids: [2],
        children_ages: ['0', ' 17 '],
        price_from: '10',
        price_to: '1e3',
        currency: 'UAH',
      },
    ],
    [
      'equal prices and nights',
      { price_from: '500', price_to: '500,0', nights_from: '7', nights_to: '7', adults: '6' },
    ],
  ])('sends a query the search call takes: %s', (_, values) => {
    const result = tourSearchCheck(formQueryOf({ ...valid, ...values }));
    if (!result.success) throw new Error(JSON.stringify(result.errors));
    expect(searchRequestSchema.safeParse(result.data).success).toBe(true);
  });

  it('names every missing required field', () => {
    expect(errorsOf({ departure_city_id: '', country_id: '0', date_from: '', nights_from: '', adults: '' })).toEqual({
      departure_city_id: 'validation.required',
      country_id: 'validation.required',
      date_from: 'searchForm.errors.dateRange',
      nights_from: 'validation.required',
      adults: 'validation.required',
    });
  });

  it('refuses more adults than a search takes', () => {
    expect(errorsOf({ adults: '7' })).toEqual({ adults: 'validation.required' });
  });

  it('points at the child whose age is wrong, and refuses a fourth child', () => {
    expect(errorsOf({ children_ages: ['5', '18', 'x'] })).toEqual({
      'children_ages.1': 'searchForm.errors.childAge',
      'children_ages.2': 'searchForm.errors.childAge',
    });
    expect(errorsOf({ children_ages: ['1', '2', '3', '4'] })).toEqual({ children_ages: 'searchForm.errors.childAge' });
  });

  it('refuses "to" below "from" for nights and prices, once every field is right', () => {
    expect(errorsOf({ nights_from: '10', nights_to: '7', price_from: '900', price_to: '100' })).toEqual({
      nights_to: 'validation.nightsOrder',
      price_to: 'validation.priceOrder',
    });
    expect(errorsOf({ nights_from: '10', nights_to: '7', adults: '' })).toEqual({ adults: 'validation.required' });
  });

  it('refuses a check-in range that ends before it starts or is longer than 31 days', () => {
    expect(errorsOf({ date_from: '2026-12-07', date_to: '2026-12-01' })).toEqual({ date_to: 'validation.dateOrder' });
    expect(errorsOf({ date_from: '2026-12-01', date_to: '2026-12-31' })).toEqual({});
    expect(errorsOf({ date_from: '2026-12-01', date_to: '2027-01-01' })).toEqual({
      date_to: 'validation.checkInRange',
    });
  });
});
