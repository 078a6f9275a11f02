/**
 * The plain constants of the orders contract (lib/schemas/orders.ts re-exports them). Kept apart
 * from the zod schemas so the journal's first-load code can read its URL without importing zod
 * (~32 KiB gzip): a module of top-level `z.object(…)` calls is not dropped by tree shaking.
 */

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = ['created_at', 'check_in', 'number', 'total'] as const;

/** The longest text filters the journal query takes (ordersQuerySchema checks the same). */
export const ORDER_FILTER_MAX = { number: 20, surname: 40, flight_there: 20, flight_back: 20 } as const;
