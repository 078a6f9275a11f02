import type { SWRConfiguration } from 'swr';

/**
 * SWR options for data the server already rendered for one key: that key starts from the server's
 * answer without a second fetch; any other key (the user moved on) is fetched as usual.
 */
export function seededOptions<T>(seeded: boolean, initial: T | undefined): SWRConfiguration<T> {
  return seeded && initial !== undefined ? { fallbackData: initial, revalidateIfStale: false, revalidateOnMount: false } : {};
}
