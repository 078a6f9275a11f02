type SearchActions = typeof import('./search-actions');

let load: Promise<SearchActions> | null = null;

/**
 * search-actions.ts, fetched once: the form asks for it on its first focus or pointer press, and a
 * submit awaits it, so a submit made before the code arrived still runs. A failed load (offline)
 * is asked for again next time.
 */
export function loadSearchActions(): Promise<SearchActions> {
  load ??= import('./search-actions').catch((error: unknown) => {
    load = null;
    throw error;
  });
  return load;
}
