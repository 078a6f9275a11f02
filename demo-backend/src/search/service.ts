import type { SearchQuery } from '@/lib/schemas/search';
import { localDate } from '../dates';
import type { Searches } from '../repos/searches';
import type { Catalogue } from './catalogue';
import { dayOf } from './days';
import { searchHotels, type HotelsScan } from './engine';
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

  constructor(
    readonly catalogue: Catalogue,
    private readonly searches: Searches,
  ) {}

  /** Today as a day number: check-ins before it are not sold. */
  today(): number {
    return dayOf(localDate());
  }

  /** Runs (or reuses) a search and remembers its query under its id. */
  run(query: SearchQuery): SearchRun {
    const normalized = normalizeQuery(query);
    const id = searchIdOf(normalized);
    const today = this.today();
    // Today is part of the key: yesterday's results would still offer yesterday's check-ins.
    const key = `${id}|${today}`;
    let scan = this.cache.get(key);
    if (!scan) {
      scan = searchHotels(this.catalogue, normalized, today);
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
