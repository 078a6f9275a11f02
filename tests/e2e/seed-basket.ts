import { expect, type Page } from '@playwright/test';
import { savedOffersSchema, type SavedOffer } from '../../lib/schemas/saved-offers';
import { calendarHintsSchema, searchResponseSchema } from '../../lib/schemas/search';
import { weekInTurkeyHintsPath, weekInTurkeySearch } from '../helpers/week-in-turkey';
import { PORTAL_URL } from './ports';

/** What the portal's own fetcher sends; the BFF refuses calls without it (docs/architecture.md §3). */
export const API = { headers: { 'x-csrf': '1', origin: PORTAL_URL } };

/**
 * Empties the signed-in user's basket, then saves through the BFF the first offer of `count`
 * hotels of a week in Turkey from Chișinău; returns the basket as listed.
 */
export async function seedBasket(page: Page, count: number): Promise<SavedOffer[]> {
  expect((await page.request.delete('/api/search/offers', { ...API, data: [] })).ok()).toBe(true);
  const hints = calendarHintsSchema.parse(await (await page.request.get(weekInTurkeyHintsPath, API)).json()).data;
  const search = await page.request.post('/api/v2/search', { ...API, data: weekInTurkeySearch(hints, 'EUR') });
  expect(search.ok()).toBe(true);
  const sids = searchResponseSchema
    .parse(await search.json())
    .data.results.slice(0, count)
    .map((hotel) => hotel.offers[0]!.sid);
  expect(sids).toHaveLength(count);
  for (const sid of sids)
    expect((await page.request.post('/api/search/offers', { ...API, data: { sid } })).ok()).toBe(true);
  return savedOffersSchema.parse(await (await page.request.get('/api/search/offers', API)).json()).data;
}
