import type { Order, OrderSummary, Payment } from '@/lib/schemas/orders';
import type { DeskTicketOrder, DeskTicketOrderFields } from '@/lib/schemas/ats';
import type { TicketOrderSummary } from '@/lib/schemas/flights';
import type { SalesTotals } from '@/lib/schemas/reports';

// Shared by consistency.test.ts (through the HTTP calls) and seed-consistency.test.ts (the seed of
// sixty days, through the functions the routes call): what must be equal between two readings.

const cents = (value: number) => Math.round(value * 100);

/** What the received payments add up to, as a user adds up the payments table. */
export const paidOf = (payments: readonly Payment[]) =>
  cents(payments.filter((p) => p.status === 'succeeded').reduce((sum, p) => sum + p.amount, 0)) / 100;

/** The journal row's facts, read once from the row and once from the order view. */
export function expectSameOrder(row: OrderSummary, order: Order): void {
  const lead = order.tourists[0]!;
  expect({
    number: row.number,
    status: row.status,
    created_at: row.created_at,
    owner: row.owner,
    hotel: row.hotel.name,
    category: row.hotel.category,
    dates: row.dates,
    nights: row.nights,
    lead_tourist: row.lead_tourist,
    tourists_count: row.tourists_count,
    total: row.total,
    net: row.net,
    due: row.due,
    refund: row.refund,
    currency: row.currency,
    charter_confirm_required: row.charter_confirm_required,
  }).toEqual({
    number: order.number,
    status: order.status,
    created_at: order.created_at,
    owner: order.owner,
    hotel: order.offer.accommodation.hotel.name,
    category: order.offer.accommodation.hotel.category,
    dates: order.offer.dates,
    nights: order.offer.nights.total,
    lead_tourist: `${lead.surname} ${lead.name}`.toUpperCase(),
    tourists_count: order.tourists.length,
    total: order.price.total,
    net: order.balance.net,
    due: order.balance.due,
    refund: order.balance.refund,
    currency: order.balance.currency,
    charter_confirm_required: order.actions.charter_confirm,
  });
}

type ListedTicketOrder = TicketOrderSummary & Partial<DeskTicketOrderFields>;

/** The flight list row's facts, read once from the row and once from the order sheet. */
export function expectSameTicketOrder(row: ListedTicketOrder, sheet: DeskTicketOrder): void {
  const facts = (o: ListedTicketOrder) => ({
    number: o.number,
    status: o.status,
    owner: o.owner,
    route: o.route,
    departure: o.departure,
    flight_numbers: o.flight_numbers,
    passenger_names: o.passenger_names,
    total: o.total,
    paid: o.paid,
    due: o.due,
    pnr: o.pnr,
    issue_date: o.issue_date,
    transaction_type: o.transaction_type,
    fare: o.fare,
    taxes: o.taxes,
    fee: o.fee,
    commission: o.commission,
    balance: o.balance,
  });
  expect(facts(row)).toEqual(facts(sheet));
  expect(sheet.passenger_names).toEqual(sheet.passengers.map((p) => `${p.surname} ${p.name}`.toUpperCase()));
}

/** The period of `days` days ending on `today` (ISO). */
export function periodBefore(today: string, days: number): { date_from: string; date_to: string } {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - (days - 1));
  return { date_from: from.toISOString().slice(0, 10), date_to: today };
}

/** A ticket order as the flight list shows it to the ticket desk (docs/product.md §12). */
export type SalesOrder = TicketOrderSummary & DeskTicketOrderFields;

/**
 * The sales report's figures added up by hand over the orders the flight list shows: every order
 * issued in the period but the cancelled ones, a refund's money negative (docs/product.md §13).
 */
export function salesOfOrders(
  orders: ReadonlyArray<
    Pick<SalesOrder, 'status' | 'transaction_type' | 'passenger_names' | 'fare' | 'taxes' | 'fee' | 'commission'>
  >,
): SalesTotals {
  const counted = orders.filter((o) => o.status !== 'cancelled');
  const signed = (pick: (o: (typeof counted)[number]) => number) =>
    counted.reduce((sum, o) => sum + (o.transaction_type === 'refund' ? -1 : 1) * cents(pick(o)), 0);
  const [fare, taxes, fee, commission] = [
    signed((o) => o.fare),
    signed((o) => o.taxes),
    signed((o) => o.fee),
    signed((o) => o.commission),
  ];
  return {
    orders: counted.length,
    sales: counted.filter((o) => o.transaction_type === 'sale').length,
    refunds: counted.filter((o) => o.transaction_type === 'refund').length,
    exchanges: counted.filter((o) => o.transaction_type === 'exchange').length,
    tickets: counted.reduce((sum, o) => sum + o.passenger_names.length, 0),
    fare: fare / 100,
    taxes: taxes / 100,
    fee: fee / 100,
    commission: commission / 100,
    total: (fare + taxes + fee) / 100,
  };
}
