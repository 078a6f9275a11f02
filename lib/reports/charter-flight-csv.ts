import { csvMoney, type CsvValue } from '@/lib/reports/csv';
import type { CharterDetails } from '@/lib/schemas/reports';
import { countedFigure } from '@/lib/shared/transaction-sign';

/**
 * A charter flight's drill-down as a CSV table (docs/product.md §13 "Report screens"): a line per
 * order sold on the block, as the drill-down lists them, and the block's sold seats and revenue as
 * the last line (a refund's seats and money count off, as the report counts them). Pure: the route
 * handler (lib/reports/csv-downloads.ts) reads the details and the words, lib/reports/csv.ts writes the file.
 */

/** The words the table needs: a column's, a transaction type's name and the totals line's. */
export interface CharterFlightCsvWords {
  column: (key: CharterFlightCsvColumn) => string;
  type: (type: string) => string;
  total: string;
}

export const CHARTER_FLIGHT_CSV_COLUMNS = [
  'number',
  'pnr',
  'type',
  'passengers',
  'seller',
  'seats',
  'total',
  'paid',
  'balance',
] as const;
export type CharterFlightCsvColumn = (typeof CHARTER_FLIGHT_CSV_COLUMNS)[number];

export function charterFlightCsvTable(
  details: CharterDetails,
  words: CharterFlightCsvWords,
): { header: string[]; body: CsvValue[][] } {
  const body: CsvValue[][] = details.tickets.map((ticket) => [
    ticket.number,
    ticket.pnr,
    words.type(ticket.transaction_type),
    ticket.passengers.map((p) => (p.ticket_number ? `${p.name} ${p.ticket_number}` : p.name)).join(', '),
    ticket.seller,
    countedFigure(ticket.transaction_type, ticket.seats),
    csvMoney(countedFigure(ticket.transaction_type, ticket.total)),
    csvMoney(ticket.paid),
    csvMoney(ticket.balance),
  ]);
  body.push([words.total, null, null, null, null, details.flight.sold, csvMoney(details.flight.revenue), null, null]);
  return { header: CHARTER_FLIGHT_CSV_COLUMNS.map(words.column), body };
}
