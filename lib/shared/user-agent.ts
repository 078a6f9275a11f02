/**
 * The browser or system of a session whose user agent does not name it (docs/product.md §10 "The
 * profile"): the backend stores it, the screen says it in the user's language. Apart from the
 * schemas so the sessions screen reads it without bringing zod into the browser.
 */
export const UNKNOWN_AGENT = 'Unknown';
