// What the benchmarks request: the main routes (docs/performance.md), the bare baseline, the signed-in
// chrome alone and the BFF call (one list for run.mjs and memory.mjs). `newsItem` and `rule` are the first
// seeded item and rule (a fresh demo database), a page as a colleague's link opens it.
export const ROUTES = {
  login: '/auth/login',
  search: '/search/tour',
  flightSearch: '/search/flight',
  journal: '/orders',
  notifications: '/notifications/all',
  news: '/publications',
  newsItem: '/publications/1',
  rules: '/rules',
  rule: '/rules/1',
  faq: '/faq',
  documents: '/documents',
  bare: '/bench-bare',
};
/** Routes only the agency director may open (docs/product.md §13 "Report screens"): measured signed in as the director. */
export const DIRECTOR_ROUTES = {
  salesReport: '/ats/sales-report',
  charterReport: '/reports/charter-control-financial',
};
/**
 * The portal's chrome (top bar, side menu, the user, menu and rate loads) with next to nothing in it:
 * the password section of the profile, which asks the backend for nothing more (its form loads
 * after the page).
 */
export const SHELL_ROUTE = '/profile/password';
// GET, small JSON, needs the session: the BFF's whole path (CSRF, path rules, allowlist, unseal, bearer).
export const BFF_CALL = 'v1/core/exchange_rate';
