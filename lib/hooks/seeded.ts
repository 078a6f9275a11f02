import type { SWRConfiguration } from 'swr';

/**
 * SWR options for data the server already rendered for one key: that key starts from the server's
 * answer without a second fetch; any other key (the user moved on) is fetched as usual. A list
 * keeps its previous page on screen while another loads (`keepPreviousData`), but not over the
 * server's answer: after a filter form's navigation the server renders the new key's page, and that
 * is what shows (docs/architecture.md §11 "Server-first screens").
 */
export function seededOptions<T>(seeded: boolean, initial: T | undefined): SWRConfiguration<T> {
  return seeded && initial !== undefined
    ? { fallbackData: initial, revalidateIfStale: false, revalidateOnMount: false, keepPreviousData: false }
    : {};
}
