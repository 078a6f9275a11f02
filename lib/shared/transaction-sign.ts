/**
 * A refund counts off: its seats and money are taken off every total they join (the sales report,
 * a charter block's sold seats and revenue, the charter drill-down's lines and its CSV;
 * docs/product.md §13). The booking backend sums by the same list (demo-backend/src/repos/reports.ts).
 */
export const COUNTED_OFF_TRANSACTIONS: readonly string[] = ['refund'];

/** −1 for a transaction that counts off, 1 otherwise. */
export const transactionSign = (type: string): 1 | -1 => (COUNTED_OFF_TRANSACTIONS.includes(type) ? -1 : 1);

/** A figure of one ticket order as it counts in a total: a refund's negative. */
export const countedFigure = (type: string, value: number) => transactionSign(type) * value;
