// What the benchmarks request: the main routes (docs/performance.md), the bare baseline, the signed-in
// chrome alone and the BFF call (one list for run.mjs and memory.mjs).
export const ROUTES = { login: '/auth/login', search: '/search/tour', journal: '/orders', notifications: '/notifications/all', bare: '/bench-bare' };
/** A placeholder page inside the portal's chrome (top bar, side menu, the user, menu and rate loads). */
export const SHELL_ROUTE = '/subpartitions';
// GET, small JSON, needs the session: the BFF's whole path (CSRF, path rules, allowlist, unseal, bearer).
export const BFF_CALL = 'v1/core/exchange_rate';
