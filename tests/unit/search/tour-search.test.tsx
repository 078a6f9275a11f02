/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, waitFor } from '@testing-library/react';
import { TourSearch } from '@/components/search/tour-search';
import type { TourSearchData } from '@/components/search/load-tour-search';
import { tourHistoryState } from '@/lib/search/history-entry';
import { filledSearchForm } from '../fixtures/search';
import { renderPortal, stubFetch } from '../fixtures/render';

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

const adults = () => document.querySelector<HTMLSelectElement>('#search-adults')?.value;
const popTo = (state: unknown) => act(async () => window.dispatchEvent(new PopStateEvent('popstate', { state })));

describe('the tour-search screen', () => {
  it('brings back the form of an earlier search on back/forward, and the one it opened with', async () => {
    stubFetch({});
    renderPortal(<TourSearch data={data} initialQuery={null} />);
    const opened = window.history.state;
    const later = tourHistoryState({ values: { ...filledSearchForm, adults: '3' }, query: null });
    window.history.pushState(later, '', '?adults=3');
    await popTo(later);
    await waitFor(() => expect(adults()).toBe('3'));
    await popTo(opened);
    await waitFor(() => expect(adults()).toBe(filledSearchForm.adults));
  });

  it('stays as it is when the skip link moves to the content', async () => {
    stubFetch({});
    renderPortal(<TourSearch data={data} initialQuery={null} />);
    window.history.pushState(
      tourHistoryState({ values: { ...filledSearchForm, adults: '3' }, query: null }),
      '',
      '?adults=3',
    );
    await popTo(window.history.state);
    await waitFor(() => expect(adults()).toBe('3'));
    window.location.hash = '#content';
    await popTo(null);
    expect(adults()).toBe('3');
  });
});
