/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, waitFor } from '@testing-library/react';
import { TourSearch } from '@/components/search/tour-search';
import type { TourSearchData } from '@/components/search/load-tour-search';
import en from '@/messages/en';
import { filledSearchForm } from '../fixtures/search';
import { renderPortal, stubFetch } from '../fixtures/render';

// The search's URL code is fetched on first use; a test can make that fetch fail (offline).
const actualActions = jest.requireActual<typeof import('@/components/search/form/load-search-actions')>('@/components/search/form/load-search-actions');
const loadActions = jest.fn(actualActions.loadSearchActions);
jest.mock('@/components/search/form/load-search-actions', () => ({ loadSearchActions: () => loadActions() }));

const data: TourSearchData = {
  today: '2026-11-21',
  departures: [{ id: 1, name: 'Chișinău', iata_code: 'RMO' }],
  meals: [{ id: 1, name: 'AI', full_name: 'All inclusive' }],
  categories: [{ id: 1, name: '4*', stars: 4 }],
  countries: [{ id: 2, name: 'Turkey', iso: 'TR' }],
  templates: [],
  locations: [],
  hints: ['2026-12-01'],
  nights: [7, 10],
  values: filledSearchForm,
};

describe('the tour-search screen', () => {
  it('brings back the search of an earlier URL on back/forward', async () => {
    stubFetch({});
    renderPortal(<TourSearch data={data} initialQuery={null} />);
    window.history.pushState(null, '', '/search/tour?departure_city_id=1&country_id=2&date_from=2026-12-01&date_to=2026-12-07&nights_from=7&nights_to=10&adults=3');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(document.querySelector<HTMLSelectElement>('#search-adults')?.value).toBe('3'));
  });

  it('says the connection is gone when back/forward needs code it cannot fetch', async () => {
    stubFetch({});
    const { alerts } = renderPortal(<TourSearch data={data} initialQuery={null} />);
    loadActions.mockRejectedValueOnce(new Error('Failed to load chunk /_next/static/chunks/0search.js from module 42'));
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    await waitFor(() => expect(alerts.getSnapshot()).toEqual([expect.objectContaining({ type: 'error', title: en.errors.networkTitle })]));
  });
});
