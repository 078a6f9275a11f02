/** The cookie keeping the last tour search's query string, read by the server to fill the form. */
export const LAST_SEARCH_COOKIE = 'last_tour_search';
export const LAST_SEARCH_MAX_AGE_S = 30 * 24 * 60 * 60;

/**
 * The last search is remembered as its query string in a cookie the server reads to fill the
 * form on the next visit. Not HttpOnly: the page writes it when a search starts. The tour search
 * and the flight search (`cookie`: lib/flights/search-form.ts FLIGHT_LAST_SEARCH_COOKIE) each keep their own.
 */
export function rememberSearch(queryString: string, cookie: string = LAST_SEARCH_COOKIE): void {
  const value = encodeURIComponent(queryString.replace(/^\?/, ''));
  document.cookie = `${cookie}=${value}; Path=/; Max-Age=${LAST_SEARCH_MAX_AGE_S}; SameSite=Lax`;
}

/** The remembered query string from the cookie's value ('' when there is none or it is broken). */
export function rememberedQueryString(cookieValue: string | undefined): string {
  if (!cookieValue) return '';
  try {
    return decodeURIComponent(cookieValue);
  } catch {
    return '';
  }
}
