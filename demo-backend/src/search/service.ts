import type { SearchQuery } from '@/lib/schemas/search';
import { portalToday } from '@/lib/format/date';
import type { Searches } from '../repos/searches';
import type { Catalogue } from './catalogue';
import { dayOf } from './days';
import { searchHotels, type HotelsScan } from './engine';
import { flightClosesAt } from '../flights/sale';
import { normalizeQuery, searchIdOf } from './query';
import { LruCache } from './results-cache';

const CACHED_SEARCHES = 64;

export interface SearchRun {
  id: string;
  query: SearchQuery;
  scan: HotelsScan;
}

/** The catalogue, the searches it answered and their cached results: what the search routes share. */
export class TourSearch {
  private readonly cache = new LruCache<HotelsScan>(CACHED_SEARCHES);

  /** Every outbound flight's check-in close (ms), ascending: the instants the search's answers change at within a day. */
  private readonly closes: Float64Array;

  constructor(
    readonly catalogue: Catalogue,
    private readonly searches: Searches,
    /** The sale clock (`clockOf`, limits.ts): a check-in whose outbound flight's check-in closed is not offered. */
    private readonly clock: () => number,
  ) {
    this.closes = Float64Array.from(
      [...catalogue.flightsById.values()].filter((f) => f.direction === 'out').map(flightClosesAt),
    ).sort();
  }

  /** Today as a day number: check-ins before it are not sold. */
  today(): number {
    return dayOf(portalToday());
  }

  /** Now (ms) on the sale clock. */
  now(): number {
    return this.clock();
  }

  /** How many outbound flights' check-in has closed by `now`. */
  private closedBy(now: number): number {
    let lo = 0;
    let hi = this.closes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.closes[mid]! <= now) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Runs (or reuses) a search and remembers its query under its id. */
  run(query: SearchQuery): SearchRun {
    const normalized = normalizeQuery(query);
    const id = searchIdOf(normalized);
    const today = this.today();
    const now = this.now();
    // Today and the flights closed so far are part of the key: an older answer would still offer
    // yesterday's check-ins, or a flight whose check-in has closed since.
    const key = `${id}|${today}|${this.closedBy(now)}`;
    let scan = this.cache.get(key);
    if (!scan) {
      scan = searchHotels(this.catalogue, normalized, today, now);
      this.cache.set(key, scan);
      this.searches.remember(id, normalized);
    }
    return { id, query: normalized, scan };
  }

  find(id: string): SearchRun | null {
    const query = this.searches.find(id);
    return query ? this.run(query) : null;
  }
}
